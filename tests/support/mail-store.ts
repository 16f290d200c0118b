// The mail the SES emulator caught (`GET <mailUrl>/store`), for the API and browser suites alike.

export interface CaughtMail {
  subject: string;
  to: string[];
  text: string;
  html: string;
  attachments: CaughtAttachment[];
}

export interface CaughtAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string; html?: string };
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** `Name <a@b>` or `a@b` → `a@b`, lower-cased. */
const mailboxOf = (to: string): string => (to.match(/<([^>]+)>/)?.[1] ?? to).trim().toLowerCase();

/** The mails caught for one address, oldest first. */
export const mailsTo = async (mailUrl: string, address: string): Promise<CaughtMail[]> => {
  const res = await fetch(`${mailUrl}/store`);
  const store = (await res.json()) as { emails: StoredMail[] };
  return store.emails
    .filter((m) => m.destination.to.some((to) => mailboxOf(to) === address.toLowerCase()))
    .map((m) => ({
      subject: m.subject,
      to: m.destination.to,
      text: m.body.text ?? '',
      html: m.body.html ?? '',
      attachments: (m.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.content, 'base64'),
      })),
    }));
};

/** The first web link in a mail's text. */
export const firstLink = (mail: CaughtMail | undefined): URL | undefined => {
  const match = mail?.text.match(/https?:\/\/\S+/);
  return match ? new URL(match[0]) : undefined;
};
