// The form type a form screen shows, from its screen-table entry (shared/screens.ts `formType`): the same
// page components serve every family, at each of its base paths.
import { formTypeBySlug, type FormType } from '@shared/forms/catalogue';
import { useCurrentScreen } from '@web/lib/current-screen';

export function useCurrentFormType(): { type: FormType; basePath: string } {
  const screen = useCurrentScreen();
  const type = screen?.formType ? formTypeBySlug(screen.formType) : undefined;
  if (!screen || !type) throw new Error('A form page was rendered outside a form screen');
  // The base path the person came in by (`/v5/enrollment` or `/enrollment`): links stay under it.
  const basePath = screen.path.replace(/\/(new(\/form)?|:id(\/edit|\/pdf)?)$/, '');
  return { type, basePath };
}
