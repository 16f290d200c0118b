// What makes a role a chat team: its staff see the chat menu and take chats. Every suite that needs a team of its own
// builds it from here: the API suites through `newChatTeam` (fixtures.ts), and the bench and load runs through
// `makeChatTeam` (tests/bench/chat-bench.ts), which run outside vitest and call the API themselves.

/** The body of `POST /api/roles` for a chat team: `label` says whose team it is, `tag` makes its name unique. */
export const chatTeamRole = (label: string, tag: string) => ({ name: `${label} ${tag}`, permissions: ['menu-chat', 'take-chat'] });
