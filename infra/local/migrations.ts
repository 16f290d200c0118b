// Changes to the shape of stored records, each run once per store and remembered by a marker item. It lives
// beside the local cloud, which runs it, so that it may name every domain's migration (a domain's own shape).
// The local cloud runs the pending ones when it starts on a kept store (`npm start` without --reset),
// before it serves anything, so they run while nothing else writes.
import { Entity } from 'electrodb';
import { migrateToFileLists } from '@functions/platform/attachments-db';
import { migrateToRecentIndex } from '@functions/platform/audit';
import { courseIdOfCode } from '@functions/courses/courses';
import {
  countOpenChats,
  countStaffOnline,
  countWaitingChats,
  migrateFollowersOntoChats,
  migrateToOnlineIndexes,
  migrateToTeamQueues,
} from '@functions/chat/chat';
import { dynamo } from '@functions/platform/clients';
import { config } from '@functions/platform/config';
import { migrateToSocketLists } from '@functions/platform/user-sockets';
import { countStages, fileFormTrends, fileRunningClocksInOwnFeed, migrateToAgentLists, migrateToSearchIndex } from '@functions/forms/forms';
import {
  confirmEarlierOrders,
  countPaidByMonth,
  fileBookingsForSearch,
  fileComingBookingsInOwnFeed,
  filePaymentTrends,
  fileRemindersDue,
} from '@functions/short-courses/short-courses';
import { grantNewDefaults } from '@functions/roles/roles';
import * as Users from '@functions/users/users';
import {
  fileOpenTicketsInOwnFeed,
  fileTicketsForSearch,
  fileTicketTrends,
  migrateToAssigneeCopies,
  migrateToDueIndex,
  migrateToStatusIndex,
} from '@functions/tickets/tickets';

const MigrationEntity = new Entity(
  {
    model: { entity: 'migration', version: '1', service: 'portal' },
    attributes: {
      name: { type: 'string', required: true },
      doneAt: { type: 'string', required: true },
      /** How many records it rewrote. */
      records: { type: 'number', required: true },
    },
    indexes: { byName: { pk: { field: 'pk', composite: ['name'] }, sk: { field: 'sk', composite: [] } } },
  },
  { table: config.tableName, client: dynamo },
);

/** Every migration, oldest first; a name never changes once shipped. */
const MIGRATIONS: { name: string; run: () => Promise<number> }[] = [
  // The users list pages from indexes (role, sortable name, search text, counts) and trainer
  // profiles keep course ids instead of national codes.
  { name: 'users-list-indexes-and-trainer-course-ids', run: () => Users.migrate(courseIdOfCode) },
  // A record's files are one list, read by key beside the record (the detail pages' read-ahead).
  { name: 'attachments-in-one-list-per-record', run: migrateToFileLists },
  // A family's search box reads the entries filed under its word's first letters.
  { name: 'forms-search-index', run: migrateToSearchIndex },
  // A department's tickets by status are an index of their own, and the tickets list keeps counts.
  { name: 'tickets-status-index-and-counts', run: migrateToStatusIndex },
  // Permissions added to the shipped roles' defaults (moving short-course orders, taking chats).
  { name: 'grant-short-course-order-moves-and-chats', run: () => grantNewDefaults(['update-short-course-order', 'take-chat']) },
  // The dashboards' figures are kept counts: forms by stage (per family and per owner), revenue per month.
  { name: 'dashboard-counts', run: async () => (await countStages()) + (await countPaidByMonth()) },
  // The Superadmin's recent activity reads every record's entries from one index.
  { name: 'audit-recent-index', run: migrateToRecentIndex },
  // A course's trainers are a kept count, moved with each trainer's profile, instead of a read of every trainer.
  { name: 'course-trainer-counts', run: Users.countTrainersPerCourse },
  // "Assigned to me" pages over a copy of each ticket filed under each assignee, instead of filtering every ticket.
  { name: 'tickets-assignee-copies', run: migrateToAssigneeCopies },
  // Each member of staff's open chats are a kept count, moved with each chat, instead of a read of every open chat.
  { name: 'chat-open-counts', run: countOpenChats },
  // A waiting chat's place is counted in its team's queue index, instead of reading every waiting chat.
  { name: 'chat-team-queues', run: migrateToTeamQueues },
  // The people a ticket can be assigned to page over an index of the staff, instead of filtering every student out.
  { name: 'users-staff-index', run: Users.migrateToStaffIndex },
  // The dashboard reads a person's live records in one partition: their coming bookings.
  { name: 'own-feed-bookings', run: fileComingBookingsInOwnFeed },
  // ... and the running clocks of their forms.
  { name: 'own-feed-clocks', run: fileRunningClocksInOwnFeed },
  // The jobs count the tickets past a target from an index of those coming due, instead of reading every open ticket.
  { name: 'tickets-due-index', run: migrateToDueIndex },
  // ... and the open tickets of the people who raised them.
  { name: 'own-feed-open-tickets', run: fileOpenTicketsInOwnFeed },
  // An agent's students are a list of their own, kept with each form, instead of the agent's newest 300 forms grouped;
  // a form an agent filled in for a student is claimed for the student's account, so it is on their timeline.
  { name: 'forms-agent-students-and-claims', run: migrateToAgentLists },
  // Whether a team has anyone to chat reads that team's staff marked online, instead of every member of staff's presence.
  { name: 'chat-presence-by-team', run: migrateToOnlineIndexes },
  // A chat's event reaches each of its people's sockets from one list per person, read for all of them at once.
  { name: 'user-socket-lists', run: migrateToSocketLists },
  // A chat's followers ride on the chat item, instead of a Query of follower items at every event.
  { name: 'chat-followers-on-chats', run: migrateFollowersOntoChats },
  // The jobs remind of tomorrow's sessions from an index of the reminders due, instead of reading every confirmed order.
  { name: 'short-course-reminders-due', run: fileRemindersDue },
  // The dashboard's chat figures are kept counts, moved with each chat's status and each member's presence, instead of
  // a read of the waiting chats and of the staff online.
  { name: 'chat-waiting-and-online-counts', run: async () => (await countWaitingChats()) + (await countStaffOnline()) },
  // The quick search (the command palette) finds people, tickets and bookings by their words' first letters, as a
  // family's search box finds its forms.
  {
    name: 'quick-search-index',
    run: async () => (await Users.filePeopleForSearch()) + (await fileTicketsForSearch()) + (await fileBookingsForSearch()),
  },
  // The dashboards' trends: each form's arrival and first verification, each ticket's opening, closing and missed
  // target, and each payment, counted by week and month and listed for the figures that count them.
  { name: 'dashboard-trends', run: async () => (await fileFormTrends()) + (await fileTicketTrends()) + (await filePaymentTrends()) },
  // A public booking holds its seats briefly until its customer confirms it from the mailed link; the orders booked
  // before the link were booked under the rules of their time, and count as confirmed when booked.
  { name: 'short-course-confirmations', run: confirmEarlierOrders },
];

/** Records every migration as done: a store created today already has today's shape. */
export const markAllMigrationsDone = async (): Promise<void> => {
  const doneAt = new Date().toISOString();
  await Promise.all(MIGRATIONS.map(({ name }) => MigrationEntity.put({ name, doneAt, records: 0 }).go()));
};

/** Runs the migrations this store has not had yet; returns the names it ran. */
export const runPendingMigrations = async (): Promise<string[]> => {
  const ran: string[] = [];
  for (const migration of MIGRATIONS) {
    const { data: done } = await MigrationEntity.get({ name: migration.name }).go({ consistent: true });
    if (done) continue;
    const records = await migration.run();
    await MigrationEntity.put({ name: migration.name, doneAt: new Date().toISOString(), records }).go();
    ran.push(migration.name);
  }
  return ran;
};
