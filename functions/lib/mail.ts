// Outgoing mail through SES (the local cloud's SES emulator keeps it and shows it on a web page).
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from './clients';
import { config } from './config';

export const PRODUCT_NAME = 'Harbour Institute Portal';

export interface Mail {
  to: string;
  subject: string;
  /** Plain paragraphs; a paragraph that is a URL becomes a button in the HTML part. */
  paragraphs: string[];
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
        },
      },
    }),
  );
};

/** An absolute link into the SPA. */
export const appLink = (path: string): string => new URL(path, config.appUrl).toString();
