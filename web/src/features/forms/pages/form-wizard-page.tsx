// The new and edit pages of every form family (`/new`, `/new/form`, `/{id}/edit`). A new form exists from
// its first save, when the address becomes its edit page (replaced, not pushed), so a reload or another
// device resumes it; an edit page loads the form and opens it where the person left off. A form the
// caller may no longer change (submitted, for its applicant) says so and links to its page.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { formTypeById, type FormType } from '@shared/forms/catalogue';
import type { FormView } from '@shared/schemas/forms';
import { PageHeader } from '@web/components/page-layout';
import { PageLoader } from '@web/components/page-loader';
import { useSession } from '@web/lib/session';
import { useUnsavedChangesGuard } from '@web/lib/use-unsaved-changes-guard';
import { formQueryOptions } from '../api/get-form';
import { useSaveForm } from '../api/save-form';
import { FormWizard } from '../components/wizard/form-wizard';
import { WizardContext, useStoreState } from '../components/wizard/use-wizard';
import { definitionFor, prefillFor } from '../components/wizard/wizard-model';
import { WizardStore } from '../components/wizard/wizard-store';
import { formatDateTime, inSentence } from '../components/format';
import { useCurrentFormType } from '../hooks/use-current-form-type';

/**
 * Wizards handed from `/new` to `/{id}/edit` by their first save, by form id: the router may mount the
 * edit page afresh, and the wizard (answers, files waiting, a save on its way) must go on as it was.
 */
const handedOver = new Map<string, WizardStore>();

export function FormWizardPage() {
  const { type, basePath } = useCurrentFormType();
  const { id } = useParams();
  return id ? (
    <EditForm key={`${type.slug}:${id}`} type={type} basePath={basePath} id={id} />
  ) : (
    <NewForm key={type.slug} type={type} basePath={basePath} />
  );
}

function NewForm({ type, basePath }: { type: FormType; basePath: string }) {
  const session = useSession();
  const [store] = useState(() => new WizardStore(definitionFor(type, session), null, session.user ? prefillFor(session.user, session.role) : {}));
  return <Wizard store={store} basePath={basePath} title={`New ${inSentence(type.name)} form`} />;
}

function EditForm({ type, basePath, id }: { type: FormType; basePath: string; id: string }) {
  const session = useSession();
  const [store, setStore] = useState(() => handedOver.get(id) ?? null);
  // Read once, fresh: the wizard keeps its own answers from then on (its saves do not reload it).
  const form = useQuery({ ...formQueryOptions(id), enabled: !store, refetchOnWindowFocus: false });
  const loaded = form.data && form.isFetchedAfterMount ? form.data : undefined;

  // A form of another family, opened under this one's address: its own family's wizard opens it.
  const family = loaded && loaded.form_type_id !== type.id ? formTypeById(loaded.form_type_id) : undefined;

  useEffect(() => {
    if (!store && loaded && loaded.can.edit && loaded.form_type_id === type.id) setStore(new WizardStore(definitionFor(type, session), loaded));
  }, [store, loaded, type, session]);

  useEffect(() => {
    if (store) handedOver.delete(id);
  }, [store, id]);

  const title = `Edit ${inSentence(type.name)} form`;
  if (store) return <Wizard store={store} basePath={basePath} title={title} />;
  if (family) return <Navigate to={`${family.path}/${id}/edit`} replace />;
  if (loaded && !loaded.can.edit) return <ReadOnlyNotice form={loaded} type={type} basePath={basePath} />;
  return (
    <Stack gap="md">
      <PageHeader title={title} />
      <PageLoader query={form} what="this form" />
    </Stack>
  );
}

function Wizard({ store, basePath, title }: { store: WizardStore; basePath: string; title: string }) {
  const navigate = useNavigate();
  const save = useSaveForm(store.type.slug);
  const state = useStoreState(store);
  // Where the page goes once the guard below has seen the wizard settle: its edit page, or the form's page.
  const [leaving, setLeaving] = useState<{ to: string; replace: boolean } | null>(null);
  store.setSender(save.mutateAsync);

  const unsaved = !leaving && (store.dirty || state.busy || state.status.kind === 'saving');
  useUnsavedChangesGuard(unsaved);

  useEffect(() => {
    store.hooks.onCreated = (id) => {
      handedOver.set(id, store);
      const active = document.activeElement;
      if (active?.id)
        store.focused = {
          id: active.id,
          caret: active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active.selectionStart : null,
        };
      setLeaving({ to: `${basePath}/${id}/edit`, replace: true });
    };
    return () => {
      store.hooks.onCreated = undefined;
    };
  }, [store, basePath]);

  useEffect(() => {
    if (!leaving) return;
    setLeaving(null);
    void navigate(leaving.to, { replace: leaving.replace });
  }, [leaving, navigate]);

  // Leaving the page (another app on a phone, a closed tab, a link elsewhere) saves the draft.
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') store.flush();
    };
    const flush = () => store.flush();
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', flush);
    restoreFocus(store);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', flush);
      store.flush();
      store.dispose();
    };
  }, [store]);

  return (
    <WizardContext.Provider value={store}>
      <FormWizard title={title} isNew={!store.formId} onSubmitted={(id) => setLeaving({ to: `${basePath}/${id}`, replace: true })} />
    </WizardContext.Provider>
  );
}

/** The edit page mounted afresh with a handed-over wizard: the field being typed in keeps the focus and the caret. */
function restoreFocus(store: WizardStore) {
  const { focused } = store;
  store.focused = null;
  const element = focused && document.getElementById(focused.id);
  if (!element) return;
  element.focus();
  if (focused.caret !== null && (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
    try {
      element.setSelectionRange(focused.caret, focused.caret);
    } catch {
      // Date and number inputs have no caret to place.
    }
  }
}

function ReadOnlyNotice({ form, type, basePath }: { form: FormView; type: FormType; basePath: string }) {
  const submitted = form.status === 'submitted';
  return (
    <Stack gap="md">
      <PageHeader title={`${type.name} form`} />
      <Alert color="blue" variant="light">
        <Stack gap="xs" align="flex-start">
          <Text size="sm" fw={700}>
            {submitted ? 'This form was submitted and can no longer be changed' : 'You can view this form but not change it'}
          </Text>
          <Text size="sm">
            {submitted
              ? `It was submitted on ${formatDateTime(form.submitted_at)}. If something in it needs to change, ask the college.`
              : 'Only the person who started it, or staff who handle these forms, can change it.'}
          </Text>
          <Button component={Link} to={`${basePath}/${form.id}`} variant="light" size="sm">
            View the form
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}
