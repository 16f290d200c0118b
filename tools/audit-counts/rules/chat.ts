// The live chat's counts, as functions/chat/chat-store.ts moves them: each team's chats waiting and every team's; each
// member of staff's open chats (active or transferred to them: their limit); and each team's staff marked online and
// every team's (the dashboard's figures), counted from the presence items as marked, not from the clock.
import { everyScope, onceIn, type CountRules } from '../rules';
import { text } from '../stored-record';

const WAITING_CHATS = 'waitingChats';
const OPEN_CHATS = 'openChats';
const STAFF_ONLINE = 'staffOnline';

export const chatCounts: CountRules = {
  lists: { [WAITING_CHATS]: everyScope, [OPEN_CHATS]: everyScope, [STAFF_ONLINE]: everyScope },
  records: [
    {
      entity: 'chat',
      reads: ['status', 'staffRole', 'assigneeId'],
      countsOf: (chat) => {
        const [status, assignee] = [text(chat, 'status'), text(chat, 'assigneeId')];
        const open = (status === 'active' || status === 'transferred') && assignee !== '';
        return [
          ...(status === 'pending' ? onceIn(WAITING_CHATS, [`team:${text(chat, 'staffRole')}`, 'all']) : []),
          ...(open ? onceIn(OPEN_CHATS, [assignee]) : []),
        ];
      },
    },
    {
      entity: 'staffPresence',
      reads: ['isOnline', 'role'],
      countsOf: (presence) => (presence.isOnline === true ? onceIn(STAFF_ONLINE, [`team:${text(presence, 'role')}`, 'all']) : []),
    },
  ],
};
