import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { FormView } from '@shared/schemas/forms';
import { formatDateTime } from '@web/lib/format';

/**
 * A form the college sent back: what to change, who asked and when, on the form's page (with the way to change it)
 * and above the wizard while it is changed. Nothing for a form that is not returned.
 */
export const ReturnedNotice = ({ form, editPath }: { form: Pick<FormView, 'returned' | 'can'>; editPath?: string }) => {
  if (!form.returned) return null;
  const { reason, by, at } = form.returned;
  return (
    // The heading sits in the body: Mantine's light alert titles fall short of AA contrast.
    <Alert color="orange" variant="light">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" fw={700}>
          Sent back to be changed
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {reason}
        </Text>
        <Text size="xs" c="dimmed">
          {by.name}, {formatDateTime(at)}
        </Text>
        {editPath && form.can.edit && (
          <Button component={Link} to={editPath} size="xs" color="orange.9">
            Change and submit again
          </Button>
        )}
      </Stack>
    </Alert>
  );
};
