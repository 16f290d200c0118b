// What happened to a form, newest first: the audit trail of issue 8, for whoever may read the form.
import { RecordHistory } from '@web/components/record-history';
import { useFormHistory } from '../api/get-form-history';

export function FormHistory({ formId }: { formId: string }) {
  return <RecordHistory history={useFormHistory(formId)} what="this form" />;
}
