// Outgoing mail through SES (the local cloud's SES emulator keeps it and shows it on a web page), kept in an
// outbox while SES is out of reach, and the limits that keep the portal from being used to flood an inbox or
// to spam from one client.
import { config } from './config';
import { TooManyRequestsError } from './errors';
import { logger } from './logger';
import { deliverMail, type Mail } from './mail-delivery';
import { queueMail } from './mail-outbox';
import { describeWait, takeSlot, type RateLimit } from './rate-limit';
import { isUnavailable } from './unavailable';

export { PRODUCT_NAME, type Mail, type MailAttachment } from './mail-delivery';

/**
 * Sends one mail. When SES is out of reach or shedding load the mail waits in the outbox and the jobs function
 * sends it within minutes: the action that sent it has happened and must not fail for its mail. A mail SES
 * refuses for itself (a rejected address) is logged and not retried: sending it again would be refused again.
 */
export const sendMail = async (mail: Mail): Promise<void> => {
  try {
    await deliverMail(mail);
  } catch (error) {
    if (isUnavailable(error)) return queueMail(mail, error);
    logger.error('mail refused by SES', { subject: mail.subject, error: error as Error });
  }
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
