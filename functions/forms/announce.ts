// Who hears of a form's progress: on submission, the student (and the agent who filled it in) by mail, and the staff
// who handle the family by a notification; on each verification decision, the owner by one notification, and the
// student by mail the first time only (flipping it back and forth sends nothing more); when it is sent back, the
// owner by a notification and the student (and agent) by mail, with the reason. Mail goes through the per-address
// limit, so a form cannot flood an inbox.
import type { FormType } from '@shared/forms/catalogue';
import { record } from '@functions/platform/audit';
import type { Form } from './form-db';
import { appLink, sendLimitedMail } from '@functions/platform/mail';
import { staffOfFamily } from './clocks';
import type { Caller } from '@functions/platform/session';

const nameOf = (form: Form) => [form.firstname, form.lastname].filter(Boolean).join(' ') || 'A student';
const detailPath = (form: Form, type: FormType) => `${type.path}/${form.id}`;

export const announceSubmission = async (form: Form, type: FormType, caller: Caller, { again = false } = {}): Promise<void> => {
  const staff = (await staffOfFamily(type)).map((s) => s.id).filter((id) => id !== caller.userId);
  await record({
    actor: caller,
    record: { type: 'form', id: form.id },
    action: 'form.submitted',
    summary: `Submitted the ${type.name.toLowerCase()} form of ${nameOf(form)}${again ? ' again, changed as asked' : ''}.`,
    ...(staff.length
      ? {
          notify: {
            userIds: staff,
            type: 'form',
            title: again ? `${type.name} form submitted again` : `New ${type.name.toLowerCase()} form`,
            body: `${nameOf(form)} submitted a form to check${again ? ', changed since it was sent back' : ''}.`,
            link: detailPath(form, type),
          },
        }
      : {}),
  });
  const paragraphs = [
    `We received the ${type.name.toLowerCase()} form of ${nameOf(form)}. The college will check it and tell you when it has been verified.`,
    appLink(detailPath(form, type)),
  ];
  const recipients = new Set([form.email, form.isAgent ? form.agentEmail : ''].filter(Boolean));
  for (const to of recipients) await sendLimitedMail({ to, subject: `${type.name} form received`, paragraphs });
};

/** Adds a decision's note to its history entry: "Verified the form: the USI matches." */
const withNote = (summary: string, note?: string) => (note ? `${summary.replace(/\.$/, '')}: ${note}` : summary);

export const announceVerification = async (
  form: Form,
  type: FormType,
  caller: Caller,
  { note, mail }: { note?: string; mail: boolean },
): Promise<void> => {
  const verb = form.verified ? 'verified' : 'unverified';
  await record({
    actor: caller,
    record: { type: 'form', id: form.id },
    action: `form.${verb}`,
    summary: withNote(form.verified ? 'Verified the form.' : 'Marked the form as not verified.', note),
    ...(form.ownerId !== caller.userId
      ? {
          notify: {
            userIds: [form.ownerId],
            type: 'form',
            title: form.verified ? `${type.name} form verified` : `${type.name} form being checked again`,
            link: detailPath(form, type),
          },
        }
      : {}),
  });
  if (mail && form.email) {
    await sendLimitedMail({
      to: form.email,
      subject: `${type.name} form verified`,
      paragraphs: [`The college has checked and verified the ${type.name.toLowerCase()} form of ${nameOf(form)}.`, appLink(detailPath(form, type))],
    });
  }
};

/** A form sent back: its owner and the student (and the agent who filled it in) hear what to change. */
export const announceReturn = async (form: Form, type: FormType, caller: Caller): Promise<void> => {
  const reason = form.returnReason ?? '';
  await record({
    actor: caller,
    record: { type: 'form', id: form.id },
    action: 'form.returned',
    summary: `Sent the form back to change: ${reason}`,
    ...(form.ownerId !== caller.userId
      ? {
          notify: {
            userIds: [form.ownerId],
            type: 'form',
            title: `${type.name} form sent back to you`,
            body: reason,
            link: `${detailPath(form, type)}/edit`,
          },
        }
      : {}),
  });
  const paragraphs = [
    `The college has sent the ${type.name.toLowerCase()} form of ${nameOf(form)} back to be changed before it can go further:`,
    reason,
    'Open the form, make the change and submit it again:',
    appLink(`${detailPath(form, type)}/edit`),
  ];
  const recipients = new Set([form.email, form.isAgent ? form.agentEmail : ''].filter(Boolean));
  for (const to of recipients) await sendLimitedMail({ to, subject: `${type.name} form: a change is needed`, paragraphs });
};
