import type { FieldErrors } from 'react-hook-form';
import { FormRefusal } from './form-refusal';

/** The server's message about a whole form (applyServerErrors puts it at `root.server`), with an optional title. */
export function FormRootError({ errors, title }: { errors: FieldErrors; title?: string }) {
  return <FormRefusal message={errors.root?.server?.message} title={title} />;
}
