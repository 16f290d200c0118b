// The booking form checks without zod; BookingBody is what the server parses the same fields with. For each filled-in
// form, the form's messages must be the ones react-hook-form showed from the schema (each field's first issue), and the
// body it sends the schema's output.
import { describe, expect, it } from 'vitest';
import { BookingBody } from '@shared/schemas/short-courses';
import { bookingBody, bookingProblems, type BookingValues, type ParticipantValues } from './booking-checks';

const participant = (fields: Partial<ParticipantValues> = {}): ParticipantValues => ({
  key: 0,
  name: 'Robin Visitor',
  email: '',
  usi: '',
  ...fields,
});

const form = (fields: Partial<BookingValues['customer']> = {}, participants = [participant()], session_id = 'sess-1'): BookingValues => ({
  session_id,
  customer: { name: 'Robin Visitor', email: 'robin@example.com', phone: '0412 345 678', ...fields },
  participants,
});

/** What react-hook-form's zod resolver made of the values: each field's first issue, by its dotted path. */
const schemaMessages = (values: BookingValues): Record<string, string> => {
  const raw = { ...values, participants: values.participants.map(({ name, email, usi }) => ({ name, email, phone: '', usi })) };
  const result = BookingBody.safeParse(raw);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

const shown = (values: BookingValues) => Object.fromEntries(Object.entries(bookingProblems(values)).filter(([, message]) => message));

describe('the booking form checks', () => {
  it.each([
    ['a complete form', form()],
    ['nothing chosen or typed', form({ name: '', email: '', phone: '' }, [participant({ name: '' })], '')],
    ['a one-letter name, spaces around', form({ name: '  R ' })],
    ['a name over 120 characters', form({ name: 'R'.repeat(121) })],
    ['an address without a domain', form({ email: 'robin@example' })],
    ['an address in capitals with spaces around', form({ email: '  Robin@Example.COM ' })],
    ['an address over 254 characters', form({ email: `${'r'.repeat(250)}@example.com` })],
    ['an address of spaces', form({ email: '   ' })],
    ['a phone number with letters', form({ phone: '0412 ABC 678' })],
    ['a phone number too short', form({ phone: '0412' })],
    ['a phone number over 20 characters', form({ phone: '0412 345 678 0412 345 678' })],
    ['a phone number with a + and brackets', form({ phone: '+61 (2) 9876 5432' })],
    ['participants with blank optional fields', form({}, [participant(), participant({ name: 'Sam Visitor' })])],
    ['a participant without a name', form({}, [participant(), participant({ name: ' ' })])],
    ['a participant address that is no address', form({}, [participant({ email: 'sam' })])],
    ['a participant address of spaces', form({}, [participant({ email: '  ' })])],
    ['a lower-case USI', form({}, [participant({ usi: 'bngh7c75fn' })])],
    ['a USI with a wrong check character', form({}, [participant({ usi: 'BNGH7C75FM' })])],
    ['a USI with a 0 and a 1', form({}, [participant({ usi: 'ABCDE12345' })])],
    ['a USI of nine characters', form({}, [participant({ usi: 'ABCDE1234' })])],
    ['a USI of eleven characters', form({}, [participant({ usi: 'ABCDE123456' })])],
    ['a USI of spaces', form({}, [participant({ usi: '   ' })])],
  ])('says of %s what the schema says', (_, values) => {
    expect(shown(values)).toEqual(schemaMessages(values));
  });

  it('words a form left empty as the page always has', () => {
    // Act
    const problems = shown(form({ name: '', email: '', phone: '' }, [participant({ name: '', email: 'x', usi: 'x' })], ''));
    // Assess
    expect(problems).toEqual({
      session_id: 'Choose a session',
      'customer.name': 'Enter the full name',
      'customer.email': 'Enter a valid e-mail address',
      'customer.phone': 'Enter a phone number like 0412 345 678',
      'participants.0.name': 'Enter the full name',
      'participants.0.email': 'Enter a valid e-mail address',
      'participants.0.usi': 'A USI has 10 characters: digits 2–9 and capital letters except I and O',
    });
  });

  it.each([
    ['as typed', form()],
    [
      'trimmed and cased',
      form({ name: ' Robin Visitor ', email: ' Robin@Example.com ', phone: ' 0412 345 678 ' }, [
        participant({ email: 'Sam@Example.com', usi: ' bngh7c75fn ' }),
      ]),
    ],
    ['without its blank optional fields', form({}, [participant(), participant({ name: 'Sam Visitor' })])],
  ])('sends a valid form %s, as the schema reads it', (_, values) => {
    // Act
    const body = bookingBody(values);
    // Assess
    expect(body).toEqual(BookingBody.parse(body));
    expect(JSON.parse(JSON.stringify(body))).toEqual(
      JSON.parse(JSON.stringify(BookingBody.parse({ ...values, participants: values.participants.map(({ key: _, ...p }) => p) }))),
    );
  });
});
