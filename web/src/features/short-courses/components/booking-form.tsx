import { Button, Card, Group, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState, type ChangeEvent } from 'react';
import { MAX_PARTICIPANTS, gstOf } from '@shared/schemas/booking-rules';
import type { OrderView, SessionView } from '@shared/schemas/short-courses';
import { FormRefusal } from '@web/components/form-refusal';
import { formatMoney, formatSessionTime } from '@web/lib/format';
import { useCheckedForm } from '@web/lib/use-checked-form';
import { bookingMutation } from '../api/book-short-course';
import { bookingBody, bookingProblems, type BookingValues } from './booking-checks';

const seatsLeft = (s: SessionView) => (s.state === 'full' ? 'Full' : `${s.seats_left} seat${s.seats_left === 1 ? '' : 's'} left`);

/** Sessions shown before "Show more": a phone's screen or two, the soonest first. */
const FIRST_SESSIONS = 6;
const ALL_CAMPUSES = 'all';

/**
 * The sessions still to come, each a choice; a full one shows but cannot be chosen. The soonest few first, the rest a
 * tap away, and a campus to narrow them to when the course runs at more than one.
 */
const SessionChoice = ({
  sessions,
  value,
  onChange,
  error,
}: {
  sessions: SessionView[];
  value: string;
  onChange: (id: string) => void;
  error?: string;
}) => {
  const [campus, setCampus] = useState(ALL_CAMPUSES);
  const [showAll, setShowAll] = useState(false);
  const campuses = [...new Map(sessions.map((s) => [s.location.id, s.location.name]))];
  const atCampus = sessions.filter((s) => campus === ALL_CAMPUSES || s.location.id === campus);
  // The chosen session stays in view whatever is narrowed.
  const shown = showAll ? atCampus : atCampus.filter((s, i) => i < FIRST_SESSIONS || s.id === value);
  const more = atCampus.length - shown.length;
  return (
    <Stack gap="xs">
      {campuses.length > 1 && (
        <Radio.Group label="Campus" value={campus} onChange={setCampus}>
          <Group gap="md" mt={4}>
            {[[ALL_CAMPUSES, 'Every campus'], ...campuses].map(([id, name]) => (
              <Radio key={id} value={id} label={name} />
            ))}
          </Group>
        </Radio.Group>
      )}
      <Radio.Group label="Choose a session" required value={value} onChange={onChange} error={error}>
        {/* What a refusal of the session names (session_id) lands on this group, not above the form. */}
        <input type="hidden" name="session_id" value={value} />
        <Stack gap="xs" mt="xs">
          {shown.map((s) => (
            <Radio.Card
              key={s.id}
              value={s.id}
              disabled={s.state === 'full'}
              radius="md"
              p="sm"
              withBorder
              aria-label={`${formatSessionTime(s.booking_datetime)}, ${s.location.name}, ${seatsLeft(s)}`}
            >
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator disabled={s.state === 'full'} />
                <Stack gap={2}>
                  <Text fw={600} size="sm">
                    {formatSessionTime(s.booking_datetime)}
                  </Text>
                  <Text size="sm">{s.location.name}</Text>
                  <Text size="sm" fw={600}>
                    {seatsLeft(s)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      {more > 0 && (
        <Button variant="subtle" size="compact-sm" onClick={() => setShowAll(true)} style={{ alignSelf: 'flex-start' }}>
          Show {more} more session{more === 1 ? '' : 's'}
        </Button>
      )}
    </Stack>
  );
};

interface BookingFormProps {
  courseId: string;
  /** Books as the signed-in student (their own booking) rather than as a member of the public. */
  asStudent: boolean;
  /** Who books, when signed in: their name and address start the form. */
  user: { name: string; email: string } | null;
  price: number;
  sessions: SessionView[];
  onBooked: (order: OrderView) => void;
}

type CustomerField = keyof BookingValues['customer'];
type ParticipantField = 'name' | 'email' | 'usi';

/** A session, who pays (and is mailed), and who attends: up to MAX_PARTICIPANTS people, priced as they are added. */
export const BookingForm = ({ courseId, asStudent, user, price, sessions, onBooked }: BookingFormProps) => {
  const nextKey = useRef(1);
  const [values, setValues] = useState<BookingValues>(() => ({
    session_id: '',
    customer: { name: user?.name ?? '', email: user?.email ?? '', phone: '' },
    participants: [{ key: 0, name: user?.name ?? '', email: '', usi: '' }],
  }));
  const form = useCheckedForm({
    check: bookingProblems,
    mutation: bookingMutation(courseId, asStudent),
    toVariables: bookingBody,
    onSuccess: (answer) => onBooked(answer.data),
  });
  const { errors } = form;

  const change = (next: BookingValues, field: string) => {
    setValues(next);
    form.recheck(next, field);
  };
  const customerInput = (field: CustomerField) => ({
    name: `customer.${field}`,
    value: values.customer[field],
    error: errors[`customer.${field}`],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      change({ ...values, customer: { ...values.customer, [field]: event.currentTarget.value } }, `customer.${field}`),
  });
  const participantInput = (index: number, field: ParticipantField) => ({
    name: `participants.${index}.${field}`,
    value: values.participants[index]![field],
    error: errors[`participants.${index}.${field}`],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      const participants = values.participants.map((p, i) => (i === index ? { ...p, [field]: value } : p));
      change({ ...values, participants }, `participants.${index}.${field}`);
    },
  });
  // The cards after a removed one move up a place, and their messages with them.
  const removeParticipant = (index: number) => {
    const next = { ...values, participants: values.participants.filter((_, i) => i !== index) };
    setValues(next);
    form.recheck(next);
  };
  // A new card says nothing of its empty fields until the next submit.
  const addParticipant = () =>
    setValues({ ...values, participants: [...values.participants, { key: nextKey.current++, name: '', email: '', usi: '' }] });

  const count = values.participants.length;
  const total = price * count;
  return (
    <form onSubmit={form.onSubmit(values)} noValidate aria-label="Book">
      <Stack gap="lg">
        <FormRefusal message={form.refusal} />
        <SessionChoice
          sessions={sessions}
          value={values.session_id}
          onChange={(id) => change({ ...values, session_id: id }, 'session_id')}
          error={errors.session_id}
        />
        <Stack gap="xs">
          <Title order={2} size="h4">
            Your details
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Name" autoComplete="name" required {...customerInput('name')} />
            <TextInput label="E-mail" type="email" autoComplete="email" required {...customerInput('email')} />
            <TextInput label="Phone" type="tel" autoComplete="tel" required {...customerInput('phone')} />
          </SimpleGrid>
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            Who is attending
          </Title>
          {values.participants.map((participant, index) => (
            <Card key={participant.key} withBorder padding="sm" radius="md" component="fieldset" aria-label={`Participant ${index + 1}`}>
              <Group justify="space-between" mb={4}>
                <Text size="sm" fw={600}>
                  Participant {index + 1}
                </Text>
                {count > 1 && (
                  <Button size="compact-sm" variant="default" onClick={() => removeParticipant(index)}>
                    Remove participant {index + 1}
                  </Button>
                )}
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput label="Full name" required {...participantInput(index, 'name')} />
                <TextInput label="E-mail (optional)" type="email" {...participantInput(index, 'email')} />
                <TextInput label="USI (optional)" description="Your Unique Student Identifier" {...participantInput(index, 'usi')} />
              </SimpleGrid>
            </Card>
          ))}
          {count < MAX_PARTICIPANTS && (
            <Button variant="light" style={{ alignSelf: 'flex-start' }} onClick={addParticipant}>
              Add a participant
            </Button>
          )}
        </Stack>
        <Group justify="space-between" wrap="wrap">
          <Text fw={600} aria-live="polite">
            Total {formatMoney(total)} (includes {formatMoney(gstOf(total))} GST)
          </Text>
          <Button type="submit" size="md" loading={form.mutation.isPending}>
            Book {count} place{count === 1 ? '' : 's'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
