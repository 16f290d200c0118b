// Who hears of a form's progress: on submission, the student (and the agent who filled it in)
// by mail, and the staff who handle the family by a notification; on verification, the student by mail
// and the owner by a notification. Mail goes through the per-address limit, so a form cannot flood an inbox.
import type { FormType } from '@shared/forms/catalogue';
import { record } from '@functions/platform/audit';
import type { Form } from './form-db';
import { appLink, sendLimitedMail } from '@functions/platform/mail';
import { staffOfFamily } from './clocks';
import type { Caller } from '@functions/platform/session';

const nameOf = (form: Form) => [form.firstname, form.lastname].filter(Boolean).join(' ') || 'A student';
const detailPath = (form: Form, type: FormType) => `${type.path}/${form.id}`;

export const announceSubmission = async (form: Form, type: FormType, caller: Caller): Promise<void> => {
  const staff = (await staffOfFamily(type)).map((s) => s.id).filter((id) => id !== caller.userId);
  await record({
    actor: caller,
    record: { type: 'form', id: form.id },
    action: 'form.submitted',
    summary: `Submitted the ${type.name.toLowerCase()} form of ${nameOf(form)}.`,
    ...(staff.length
      ? {
          notify: {
            userIds: staff,
            type: 'form',
            title: `New ${type.name.toLowerCase()} form`,
            body: `${nameOf(form)} submitted a form to check.`,
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

export const announceVerification = async (form: Form, type: FormType, caller: Caller): Promise<void> => {
  const verb = form.verified ? 'verified' : 'unverified';
  await record({
    actor: caller,
    record: { type: 'form', id: form.id },
    action: `form.${verb}`,
    summary: form.verified ? `Verified the form.` : `Took back the form's verification.`,
    ...(form.ownerId !== caller.userId
      ? { notify: { userIds: [form.ownerId], type: 'form', title: `${type.name} form ${verb}`, link: detailPath(form, type) } }
      : {}),
  });
  if (form.verified && form.email) {
    await sendLimitedMail({
      to: form.email,
      subject: `${type.name} form verified`,
      paragraphs: [`The college has checked and verified the ${type.name.toLowerCase()} form of ${nameOf(form)}.`, appLink(detailPath(form, type))],
    });
  }
};
