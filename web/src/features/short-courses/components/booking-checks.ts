// The booking form's values, what is wrong with them, and the body they make: what BookingBody (shared/schemas/
// short-courses.ts) parses, checked without zod so that the public booking page loads none.
import { CHOOSE_SESSION, PHONE, whyNotAUsi } from '@shared/schemas/booking-rules';
import type { BookingBody } from '@shared/schemas/short-courses';
import { emailCheck, personNameCheck, unlessBlank, type FieldCheck } from '@web/lib/field-checks';
import type { FieldProblems } from '@web/lib/use-checked-form';

export interface ParticipantValues {
  /** Keeps each participant's card while others are added and removed. */
  key: number;
  name: string;
  email: string;
  usi: string;
}

export interface BookingValues {
  session_id: string;
  customer: { name: string; email: string; phone: string };
  participants: ParticipantValues[];
}

const phoneCheck: FieldCheck = (text) => {
  const phone = text.trim();
  if (phone.length > PHONE.max) return PHONE.tooLong;
  return PHONE.pattern.test(phone) ? undefined : PHONE.invalid;
};

// The server's words for the same check (shared/usi.ts): the check character catches a typing error here.
const usiCheck: FieldCheck = (text) => whyNotAUsi(text.trim().toUpperCase());

const participantEmailCheck = unlessBlank(emailCheck);
const participantUsiCheck = unlessBlank(usiCheck);

/** Each field's problem, by the name the server's 422 gives it (`participants.0.email`). */
export const bookingProblems = ({ session_id, customer, participants }: BookingValues): FieldProblems => ({
  session_id: session_id ? undefined : CHOOSE_SESSION,
  'customer.name': personNameCheck(customer.name),
  'customer.email': emailCheck(customer.email),
  'customer.phone': phoneCheck(customer.phone),
  ...Object.fromEntries(
    participants.flatMap((p, index) => [
      [`participants.${index}.name`, personNameCheck(p.name)],
      [`participants.${index}.email`, participantEmailCheck(p.email)],
      [`participants.${index}.usi`, participantUsiCheck(p.usi)],
    ]),
  ),
});

/** The body as the schema's output would be: trimmed, the addresses lower-cased, the USIs upper-cased, blanks left out. */
export const bookingBody = ({ session_id, customer, participants }: BookingValues): BookingBody => ({
  session_id,
  customer: { name: customer.name.trim(), email: customer.email.trim().toLowerCase(), phone: customer.phone.trim() },
  participants: participants.map(({ name, email, usi }) => ({
    name: name.trim(),
    ...(email === '' ? {} : { email: email.trim().toLowerCase() }),
    ...(usi === '' ? {} : { usi: usi.trim().toUpperCase() }),
  })),
});
