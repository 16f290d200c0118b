// The placeholders a department's canned reply may hold, filled in from the ticket when staff insert the reply: one
// text greets every requester by name and names their question.

/** What each placeholder becomes, for the category form's hint. */
export const CANNED_PLACEHOLDERS = {
  '{first_name}': "the requester's first name",
  '{name}': "the requester's full name",
  '{subject}': "the ticket's subject",
} as const;

/** A canned reply's text with its placeholders filled in from `ticket`; anything else in braces is left as written. */
export const fillCannedReply = (body: string, ticket: { subject: string; requester: { name: string } }): string => {
  const name = ticket.requester.name.trim();
  // A guest without a name is named by e-mail: no first name to greet them by.
  const first = name.includes('@') ? 'there' : (name.split(/\s+/)[0] ?? name);
  const values: Record<keyof typeof CANNED_PLACEHOLDERS, string> = { '{first_name}': first, '{name}': name, '{subject}': ticket.subject };
  return body.replace(/\{(first_name|name|subject)\}/g, (placeholder) => values[placeholder as keyof typeof CANNED_PLACEHOLDERS]);
};
