// What happened to a form, newest first: its audit trail (docs/decisions.md, "Audit and notifications"), for
// whoever may read the form.
import { RecordHistory } from '@web/components/record-history';
import { useFormHistory } from '../api/get-form-history';

export function FormHistory({ formId }: { formId: string }) {
  return <RecordHistory history={useFormHistory(formId)} what="this form" />;
}
