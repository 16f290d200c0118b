// The live chat domain (chats, their messages and staff presence) as the rest of the portal may use it: the
// dashboard's and the timeline's parts, a chat a ticket is made from, the socket function's presence calls and the
// jobs' sweep of staff whose pings stopped. Only this domain writes its records.
export { chatFigures, chatsOnTimeline } from './dashboard-parts';
export { countOpenChats, countStaffOnline, countWaitingChats, getChat, migrateToOnlineIndexes, migrateToTeamQueues, type Chat } from './chat-store';
export { migrateFollowersOntoChats } from './listener-migrations';
export { guestMayListen } from './guests';
export { chatAccessListener } from './access-changes';
export { markOnline, setAvailability, setOffline, socketClosed, sweepStalePresence, takesChats, touchPresence } from './presence';
