// One mail handed to SES as it is: a text part, an HTML part and its attachments. mail.ts decides what happens
// when SES cannot take it (the outbox, mail-outbox.ts, keeps it for the jobs function to send later).
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from './clients';
import { config } from './config';

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

/** Hands one mail with a text and an HTML part to SES; throws what SES (or the way to it) throws. */
export const deliverMail = async (mail: Mail): Promise<void> => {
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
