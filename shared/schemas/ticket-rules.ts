// What a ticket's message must be, as plain data: the schemas (tickets.ts) are built on it, and the reply form, which a
// guest's ticket page shows, checks the same without loading zod.
export const MESSAGE_TEXT = { min: 1, max: 10_000, tooShort: 'Write your message', tooLong: 'Use at most 10,000 characters' } as const;
