import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';

interface FormActionsProps {
  /** Where Cancel goes back to. */
  cancelTo: string;
  submitLabel: string;
  submitting: boolean;
}

/** Cancel and submit at the end of a form, submit last. */
export const FormActions = ({ cancelTo, submitLabel, submitting }: FormActionsProps) => (
  <Group justify="flex-end" gap="sm">
    <Button variant="default" component={Link} to={cancelTo}>
      Cancel
    </Button>
    <Button type="submit" loading={submitting}>
      {submitLabel}
    </Button>
  </Group>
);
