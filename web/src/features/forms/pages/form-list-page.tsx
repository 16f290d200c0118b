// A family's forms at its base path (spec §2): the family's staff see every form, students and agents their
// own (the server decides). Search, filters, newest first, paged over the index; staff who may verify do
// it from the row.
import { useMemo } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ROLE } from '@shared/permissions';
import { SCREENS, canOpen } from '@shared/screens';
import { ListPage } from '@web/components/list-page';
import { useSession } from '@web/lib/session';
import { useForms } from '../api/get-forms';
import { useCatalogueNames } from '../components/catalogue-names';
import { ExportButton } from '../components/export-button';
import { FormCard } from '../components/form-card';
import { formColumns } from '../components/form-columns';
import { FORM_SORT_OPTIONS } from '../components/form-sort-options';
import { FormsFilters } from '../components/forms-filters';
import { inSentence } from '../components/format';
import { QuickVerifyButton } from '../components/quick-verify-button';
import { useCurrentFormType } from '../hooks/use-current-form-type';
import { useFormsQueryParams } from '../hooks/use-forms-query-params';

/** Students and agents fill forms in; whatever their role holds, they list only their own. */
const APPLICANT_ROLES: readonly string[] = [ROLE.student, ROLE.agent];

/** The list's filters without its paging: what an export of the same forms takes. */
const exportFilters = <Q extends { page?: unknown; pagination?: unknown }>({ page: _page, pagination: _pagination, ...filters }: Q) => filters;

export function FormListPage() {
  const { type, basePath } = useCurrentFormType();
  const { role, permissions, can } = useSession();
  const params = useFormsQueryParams();
  const forms = useForms({ ...params.query, form_type: type.slug });
  const names = useCatalogueNames();

  const own = APPLICANT_ROLES.includes(role ?? '');
  // The "/new" screen's own rule (spec §6, and Admin for overseas travel): the button shows where the page opens.
  const newScreen = SCREENS.find((screen) => screen.path === `${basePath}/new`);
  const mayCreate = newScreen !== undefined && canOpen(newScreen, role, permissions);
  // Verification is staff work: `verify-form` (Superadmin holds every permission), never an applicant's.
  const mayVerify = !own && can('verify-form');

  const columns = useMemo(() => formColumns(type, basePath, names), [type, basePath, names]);
  const family = inSentence(type.name);

  return (
    <ListPage
      title={own ? `Your ${family} forms` : `${type.name} forms`}
      description={[
        own ? type.definition.purpose : `Every ${family} form students and agents have started. Open one to read it in full.`,
        // A second address of the family (the V5 enrolment's): the same forms as its own entry in the menu.
        basePath !== type.path ? `These are the ${family} forms listed under ${type.name} in the menu, at the address older links use.` : '',
      ]
        .join(' ')
        .trim()}
      actions={
        <>
          {/* Every matching form with the filters on screen (search, state, course...), not one page. */}
          {!own && <ExportButton query={{ ...exportFilters(params.query), form_type: type.slug }} />}
          {mayCreate && (
            <Button component={Link} to={`${basePath}/new`}>
              New form
            </Button>
          )}
        </>
      }
      label={`${type.name} forms`}
      noun={`${family} forms`}
      query={forms}
      items={forms.data?.data}
      total={forms.data?.meta.total}
      params={params}
      searchPlaceholder="Name, e-mail or student id"
      filters={(style) => (
        <FormsFilters
          query={params.query}
          onChange={params.update}
          byCourse={!own}
          byClock={!own && Boolean(type.definition.clocks?.length)}
          style={style}
        />
      )}
      sortOptions={FORM_SORT_OPTIONS}
      columns={columns}
      rowActions={mayVerify ? (form) => <QuickVerifyButton form={form} /> : undefined}
      minWidth={720 + 110 * (type.definition.listColumns?.length ?? 0)}
      card={(form) => (
        <FormCard form={form} type={type} basePath={basePath} names={names} action={mayVerify ? <QuickVerifyButton form={form} /> : undefined} />
      )}
      empty={{
        title: own ? `You have no ${family} forms yet` : `No ${family} forms yet`,
        description: mayCreate
          ? 'Start one with New form. It is saved as you go, so you can finish it later.'
          : 'Forms students and agents start will be listed here.',
      }}
    />
  );
}
