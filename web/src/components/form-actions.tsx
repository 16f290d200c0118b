import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';

type FormActionsProps = {
  submitLabel: string;
  submitting: boolean;
} & (
  | {
      /** Where Cancel goes back to (a form on a page of its own). */
      cancelTo: string;
      onCancel?: never;
    }
  | {
      /** What Cancel does (a form in a dialog: close it). */
      onCancel: () => void;
      cancelTo?: never;
    }
);

/** Cancel and submit at the end of a form, submit last. */
export const FormActions = ({ cancelTo, onCancel, submitLabel, submitting }: FormActionsProps) => (
  <Group justify="flex-end" gap="sm">
    {cancelTo !== undefined ? (
      <Button variant="default" component={Link} to={cancelTo}>
        Cancel
      </Button>
    ) : (
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
    )}
    <Button type="submit" loading={submitting}>
      {submitLabel}
    </Button>
  </Group>
);
