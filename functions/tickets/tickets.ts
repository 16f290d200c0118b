// The tickets domain (the help desk: categories, tickets and their conversations) as the rest of the portal may use
// it: the dashboard's and the timeline's parts, the jobs' count of tickets past their targets, and the demo seed's
// categories. Only this domain writes its records.
export { openTicketsIn, ticketFigures, ticketTrends, ticketTrendScopeName, ticketsOnTimeline } from './dashboard-parts';
export { countSlaBreaches } from './sla-breaches';
export {
  fileOpenTicketsInOwnFeed,
  fileTicketsForSearch,
  fileTicketTrends,
  migrateToAssigneeCopies,
  migrateToDueIndex,
  migrateToStatusIndex,
} from './ticket-store';
export { createCategory } from './categories';
export { ticketSearch } from './search-parts';
