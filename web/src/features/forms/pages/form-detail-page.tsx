// One form, read-only (spec §2 `/{family}/{id}` and `/{family}/{id}/pdf`): where it stands, then every step
// its answers make visible with each answer as people read it, then its history. Staff verify it here;
// whoever may change it finds "Edit".
import { Anchor, Button, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { formTypeBySlug } from '@shared/forms/catalogue';
import { ROLE } from '@shared/permissions';
import { PageHeader } from '@web/components/page-layout';
import { PdfButtons } from '@web/components/pdf-buttons';
import { PageLoader } from '@web/components/page-loader';
import { useSession } from '@web/lib/session';
import { useForm } from '../api/get-form';
import { getFormPdf } from '../api/get-form-pdf';
import { useCatalogueNames } from '../components/catalogue-names';
import { FormAnswers } from '../components/form-answers';
import { FormHistory } from '../components/form-history';
import { FormSummary } from '../components/form-summary';
import { inSentence, personName } from '../components/format';
import { ReturnedNotice } from '../components/returned-notice';
import { VerifyButtons } from '../components/verify-buttons';
import { useCurrentFormType } from '../hooks/use-current-form-type';

const APPLICANT_ROLES: readonly string[] = [ROLE.student, ROLE.agent];

export function FormDetailPage() {
  const { id = '' } = useParams();
  const { type, basePath } = useCurrentFormType();
  const { role, user } = useSession();
  const form = useForm(id);
  const names = useCatalogueNames();
  const data = form.data;
  const own = APPLICANT_ROLES.includes(role ?? '');
  const person = data ? personName(data) : '';

  return (
    <Stack gap="md">
      <Anchor component={Link} to={basePath} size="sm" style={{ alignSelf: 'flex-start' }}>
        ← {own ? `Your ${inSentence(type.name)} forms` : `${type.name} forms`}
      </Anchor>
      <PageHeader
        title={`${type.name} form`}
        description={data && [person || 'No name yet', data.student_id && `Student id ${data.student_id}`].filter(Boolean).join(' · ')}
        actions={
          data && (
            <>
              {data.can.edit && (
                <Button component={Link} to={`${basePath}/${data.id}/edit`} variant={data.can.verify ? 'default' : 'filled'}>
                  Edit
                </Button>
              )}
              <PdfButtons fetchPdf={() => getFormPdf(data.id)} />
              <VerifyButtons form={data} />
            </>
          )
        }
      />
      {data ? (
        <>
          {/* The way to change it is its applicant's: staff have "Edit" above. */}
          <ReturnedNotice form={data} editPath={data.owner.id === user?.id ? `${basePath}/${data.id}/edit` : undefined} />
          <FormSummary form={data} />
          {/* Read by its own family's definition, should the address name another family. */}
          <FormAnswers
            form={data}
            type={formTypeBySlug(data.form_type) ?? type}
            names={names}
            reader={data.owner.id === user?.id ? 'applicant' : 'college'}
          />
          <FormHistory formId={data.id} />
        </>
      ) : (
        <PageLoader query={form} what="this form" />
      )}
    </Stack>
  );
}
