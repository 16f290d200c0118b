// Outgoing mail through SES (the local cloud's SES emulator keeps it and shows it on a web page), and the
// limits that keep the portal from being used to flood an inbox or to spam from one client.
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from './clients';
import { config } from './config';
import { TooManyRequestsError } from './errors';
import { logger } from './logger';
import { describeWait, takeSlot, type RateLimit } from './rate-limit';

export const PRODUCT_NAME = 'Harbour Institute Portal';

export interface Mail {
  to: string;
  subject: string;
  /** Plain paragraphs; a paragraph that is a URL becomes a button in the HTML part. */
  paragraphs: string[];
  /** Files sent with it (a tax invoice); SES takes up to 40 MB a message, these are a few hundred KB. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const toHtml = (mail: Mail) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1b1e;max-width:560px">` +
  `<h2 style="color:#1c4e80">${escapeHtml(PRODUCT_NAME)}</h2>` +
  mail.paragraphs
    .map((p) =>
      /^https?:\/\//.test(p)
        ? `<p><a href="${escapeHtml(p)}" style="background:#1c4e80;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Open the link</a></p><p style="font-size:12px;color:#555">Or paste this address into your browser: ${escapeHtml(p)}</p>`
        : `<p>${escapeHtml(p)}</p>`,
    )
    .join('') +
  `</body></html>`;

/** Sends one mail with a text and an HTML part. */
export const sendMail = async (mail: Mail): Promise<void> => {
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: `${PRODUCT_NAME} <${config.mailFrom}>`,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject },
          Body: { Text: { Data: mail.paragraphs.join('\n\n') }, Html: { Data: toHtml(mail) } },
          Attachments: mail.attachments?.map((a) => ({
            FileName: a.fileName,
            ContentType: a.contentType,
            ContentDisposition: 'ATTACHMENT',
            RawContent: a.content,
          })),
        },
      },
    }),
  );
};

// A person asking for a link a few times is fine; more than this in an hour is someone else's doing.
export const MAIL_PER_ADDRESS: RateLimit = { name: 'mail-to', limit: 5, windowSeconds: 60 * 60 };
// Calls that may send mail (register, forgot-password, resend), per client: a class registering together
// behind one address stays below it.
export const MAIL_CALLS_PER_CLIENT: RateLimit = { name: 'mail-calls', limit: 30, windowSeconds: 15 * 60 };

/**
 * Counts a mail-sending call against its client, whatever it then does (so the count says nothing about
 * whether an account exists), and throws 429 past the limit.
 */
export const assertMayRequestMail = async (client: string): Promise<void> => {
  const slot = await takeSlot(MAIL_CALLS_PER_CLIENT, client);
  if (!slot.allowed) {
    throw new TooManyRequestsError(
      'mail.too_many_requests',
      `Too many requests for e-mails from your network. Try again in ${describeWait(slot.retryAfterSeconds)}.`,
      slot.retryAfterSeconds,
    );
  }
};

/**
 * Sends the mail unless its address has had its share this hour; answers whether it went. Callers on
 * public routes answer the same either way, so a refusal cannot tell whether the address has an account.
 */
export const sendLimitedMail = async (mail: Mail): Promise<{ sent: boolean; retryAfterSeconds: number }> => {
  const slot = await takeSlot(MAIL_PER_ADDRESS, mail.to.toLowerCase());
  if (!slot.allowed) {
    logger.warn('mail throttled', { subject: mail.subject });
    return { sent: false, retryAfterSeconds: slot.retryAfterSeconds };
  }
  await sendMail(mail);
  return { sent: true, retryAfterSeconds: 0 };
};

/** An absolute link into the SPA. */
export const appLink = (path: string): string => new URL(path, config.appUrl).toString();
