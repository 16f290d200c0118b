// The compliance clocks of forms (docs/decisions.md, "Clocks, files and exports") as the store keeps them: each save records when the form's clock
// runs out and whether its duty is done, so lists filter by clock state and the jobs function finds the
// clocks running out tomorrow in a sparse index instead of reading every form. Who hears of a form (the
// staff of its family) is decided here too, as both the forms domain and the jobs function tell them.
import { formTypeById, permissionsOf, type FormType } from '@shared/forms/catalogue';
import { clocksOf, localDateOf } from '@shared/forms/clocks';
import type { AustralianState } from '@shared/schemas/courses';
import type { ClockView } from '@shared/schemas/forms';
import { record } from '@functions/platform/audit';
import { FormEntity, answersOf, type Form } from './form-db';
import { appLink, sendLimitedMail } from '@functions/platform/mail';
import { staffHolding, type StaffMember } from '@functions/users/users';

type ClockedForm = Parameters<typeof answersOf>[0] &
  Pick<Form, 'formTypeId' | 'submittedAt' | 'verifiedAt' | 'campusState'> & { id?: string; ownerId?: string };

/** The clocks of a form today, from its family's definition. */
export const clocksOfForm = (form: ClockedForm, today = new Date()): ClockView[] => {
  const type = formTypeById(form.formTypeId);
  if (!type) return [];
  return clocksOf(
    type.definition,
    { answers: answersOf(form), submittedAt: form.submittedAt, stoppedAt: form.verifiedAt, state: form.campusState as AustralianState | undefined },
    today,
  );
};

/**
 * What the store keeps of a form's first clock: its due date and, once its duty is done (the student
 * submitted, for their own clocks; staff verified, for the college's), whether on time.
 */
export const clockAttributes = (form: ClockedForm): Pick<Form, 'clockDueOn' | 'clockDone'> => {
  const clock = clocksOfForm(form)[0];
  // '' rather than nothing: the sparse index's condition needs its composite on every write (ElectroDB).
  if (!clock) return { clockDueOn: '', clockDone: undefined };
  const stopped = clock.working_days ? Boolean(form.verifiedAt) : Boolean(form.submittedAt);
  return { clockDueOn: clock.due_on, clockDone: stopped ? (clock.state === 'met' ? 'met' : 'late') : undefined };
};

/** The staff who handle a family: holders of its permissions other than students, agents and Superadmins. */
export const staffOfFamily = async (type: FormType): Promise<StaffMember[]> => {
  const { permission, list } = permissionsOf(type);
  return staffHolding([permission, list]);
};

const DAY_MS = 24 * 60 * 60 * 1000;

const nameOf = (form: Form) => [form.firstname, form.lastname].filter(Boolean).join(' ') || 'a student';

/** Tells whoever holds the duty: the family's staff for the college's clocks, the student for their own. */
const remind = async (form: Form, type: FormType, clock: ClockView): Promise<void> => {
  const link = `${type.path}/${form.id}`;
  const staff = clock.working_days ? await staffOfFamily(type) : [];
  const userIds = clock.working_days ? staff.map((s) => s.id) : [form.ownerId];
  const title = `${clock.label}: due ${clock.due_on}`;
  await record({
    actor: { userId: 'system' },
    record: { type: 'form', id: form.id },
    action: 'form.clock_reminder',
    summary: `Reminded that the clock runs out on ${clock.due_on}.`,
    ...(userIds.length ? { notify: { userIds, type: 'form', title, body: `The ${type.name.toLowerCase()} form of ${nameOf(form)}.`, link } } : {}),
  });
  const addresses = clock.working_days ? staff.map((s) => s.email) : [form.email].filter(Boolean);
  for (const to of addresses) {
    await sendLimitedMail({
      to,
      subject: `Due tomorrow: ${type.name.toLowerCase()} form`,
      paragraphs: [`${clock.label}. The ${type.name.toLowerCase()} form of ${nameOf(form)} is due on ${clock.due_on}.`, appLink(link)],
    });
  }
};

/**
 * Reminds, once per form, of every running clock that runs out today or tomorrow (the jobs function,
 * every minute). The reminder is claimed by a conditional write first, so two runs never both send it.
 */
export const remindClocksRunningOut = async (now = new Date()): Promise<number> => {
  const [today, tomorrow, dayAfter] = [0, 1, 2].map((days) => localDateOf(new Date(now.getTime() + days * DAY_MS), 'NSW'));
  // A range ending at a date leaves out that date's keys (they go on with `#id_`): end at the day after and
  // filter it out. Clocks already past are overdue, not "due tomorrow": the lists show those. Two days of
  // clocks are few, so the range is read whole (a Limit would count the reminded ones the filter drops).
  const { data } = await FormEntity.query
    .byRunningClock({})
    .between({ clockDueOn: today }, { clockDueOn: dayAfter! })
    .where((a, { lte, notExists }) => `${lte(a.clockDueOn, tomorrow!)} AND ${notExists(a.clockRemindedOn)}`)
    .go({ pages: 'all' });
  let sent = 0;
  for (const form of data) {
    const type = formTypeById(form.formTypeId);
    const clock = clocksOfForm(form, now)[0];
    if (!type || !clock) continue;
    const claimed = await FormEntity.patch({ id: form.id })
      .set({ clockRemindedOn: localDateOf(now, 'NSW') })
      .where((a, { notExists }) => notExists(a.clockRemindedOn))
      .go()
      .then(() => true)
      .catch(() => false);
    if (!claimed) continue;
    await remind(form, type, clock);
    sent++;
  }
  return sent;
};
