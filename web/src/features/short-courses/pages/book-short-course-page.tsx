import { Alert, Button, Card, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller, useFieldArray } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { BookingBody, MAX_PARTICIPANTS, gstOf, type SessionView } from '@shared/schemas/short-courses';
import { FormRootError } from '@web/components/form-root-error';
import { PageHeader } from '@web/components/page-layout';
import { PageLoader } from '@web/components/page-loader';
import { formatMoney, formatSessionTime } from '@web/lib/format';
import { useSession } from '@web/lib/session';
import { useServerForm } from '@web/lib/use-server-form';
import { bookingMutation } from '../api/book-short-course';
import { useBookableCourse } from '../api/get-bookable-course';

const seatsLeft = (s: SessionView) => (s.state === 'full' ? 'Full' : `${s.seats_left} seat${s.seats_left === 1 ? '' : 's'} left`);

/** The sessions still to come, each a choice; a full one shows but cannot be chosen. */
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
}) => (
  <Radio.Group label="Choose a session" required value={value} onChange={onChange} error={error}>
    <Stack gap="xs" mt="xs">
      {sessions.map((s) => (
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
);

/** `/short-course-book/{id}`: anyone picks a session with seats left, names who attends, and books. */
export const BookShortCoursePage = () => {
  const { id = '' } = useParams();
  const course = useBookableCourse(id);
  const { user, can } = useSession();
  const asStudent = Boolean(user) && can('list-short-course');
  const { form, onSubmit, mutation } = useServerForm({
    schema: BookingBody,
    defaultValues: {
      session_id: '',
      customer: { name: user?.name ?? '', email: user?.email ?? '', phone: '' },
      participants: [{ name: user?.name ?? '', email: '', phone: '', usi: '' }],
    },
    mutation: bookingMutation(id, asStudent),
  });
  const participants = useFieldArray({ control: form.control, name: 'participants' });
  const { errors } = form.formState;

  if (!course.data) {
    return (
      <Stack gap="md" maw="52rem" mx="auto">
        <PageHeader title="Book a short course" />
        <PageLoader query={course} what="this course" />
      </Stack>
    );
  }
  const { course: c, sessions } = course.data;
  const count = form.watch('participants').length;
  const total = c.price * count;

  if (mutation.isSuccess) {
    const order = mutation.data.data;
    return (
      <Stack gap="md" maw="52rem" mx="auto">
        <PageHeader title="You are booked" />
        <Alert color="green" variant="light" role="status" title={`Booking ${order.number}`}>
          <Stack gap="xs">
            <Text size="sm">
              {order.seats} place{order.seats === 1 ? '' : 's'} in {order.short_course.title} on {formatSessionTime(order.session.booking_datetime)}{' '}
              at {order.session.location.name}: {formatMoney(order.amount)} including {formatMoney(order.gst)} GST.
            </Text>
            <Text size="sm">
              Pay by bank transfer or at reception with the reference <strong>{order.number}</strong>
              {order.hold_until && ` by ${new Date(order.hold_until).toLocaleDateString('en-AU', { dateStyle: 'long' })}`}: we hold your places until
              then. The details are in the e-mail we sent to {order.customer.email}.
            </Text>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw="52rem" mx="auto">
      <PageHeader
        title={c.title}
        description={`${c.code} · ${c.duration_hours} hours · ${formatMoney(c.price)} per person, including ${formatMoney(c.gst)} GST`}
      />
      {c.description && <Text>{c.description}</Text>}
      {c.prerequisites && (
        <Text size="sm">
          <strong>Before you book:</strong> {c.prerequisites}
        </Text>
      )}
      {c.required_documents.length > 0 && (
        <Text size="sm">
          <strong>Bring:</strong> {c.required_documents.map((d) => d.label).join(', ')}.
        </Text>
      )}
      {sessions.length === 0 ? (
        <Alert color="gray" variant="default" title="No sessions to book">
          There are no sessions of this course coming up. Please check again soon.
        </Alert>
      ) : (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <form onSubmit={onSubmit} noValidate aria-label="Book">
            <Stack gap="lg">
              <FormRootError errors={errors} />
              <Controller
                control={form.control}
                name="session_id"
                render={({ field, fieldState }) => (
                  <SessionChoice sessions={sessions} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
                )}
              />
              <Stack gap="xs">
                <Title order={2} size="h4">
                  Your details
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <TextInput label="Name" autoComplete="name" required {...form.register('customer.name')} error={errors.customer?.name?.message} />
                  <TextInput
                    label="E-mail"
                    type="email"
                    autoComplete="email"
                    required
                    {...form.register('customer.email')}
                    error={errors.customer?.email?.message}
                  />
                  <TextInput
                    label="Phone"
                    type="tel"
                    autoComplete="tel"
                    required
                    {...form.register('customer.phone')}
                    error={errors.customer?.phone?.message}
                  />
                </SimpleGrid>
              </Stack>
              <Stack gap="xs">
                <Title order={2} size="h4">
                  Who is attending
                </Title>
                {participants.fields.map((field, index) => (
                  <Card key={field.id} withBorder padding="sm" radius="md" component="fieldset" aria-label={`Participant ${index + 1}`}>
                    <Group justify="space-between" mb={4}>
                      <Text size="sm" fw={600}>
                        Participant {index + 1}
                      </Text>
                      {participants.fields.length > 1 && (
                        <Button size="compact-sm" variant="default" onClick={() => participants.remove(index)}>
                          Remove participant {index + 1}
                        </Button>
                      )}
                    </Group>
                    <SimpleGrid cols={{ base: 1, sm: 3 }}>
                      <TextInput
                        label="Full name"
                        required
                        {...form.register(`participants.${index}.name`)}
                        error={errors.participants?.[index]?.name?.message}
                      />
                      <TextInput
                        label="E-mail (optional)"
                        type="email"
                        {...form.register(`participants.${index}.email`)}
                        error={errors.participants?.[index]?.email?.message}
                      />
                      <TextInput
                        label="USI (optional)"
                        description="Your Unique Student Identifier"
                        {...form.register(`participants.${index}.usi`)}
                        error={errors.participants?.[index]?.usi?.message}
                      />
                    </SimpleGrid>
                  </Card>
                ))}
                {participants.fields.length < MAX_PARTICIPANTS && (
                  <Button
                    variant="light"
                    style={{ alignSelf: 'flex-start' }}
                    onClick={() => participants.append({ name: '', email: '', phone: '', usi: '' })}
                  >
                    Add a participant
                  </Button>
                )}
              </Stack>
              <Group justify="space-between" wrap="wrap">
                <Text fw={600} aria-live="polite">
                  Total {formatMoney(total)} (includes {formatMoney(gstOf(total))} GST)
                </Text>
                <Button type="submit" size="md" loading={form.formState.isSubmitting}>
                  Book {count} place{count === 1 ? '' : 's'}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
};
