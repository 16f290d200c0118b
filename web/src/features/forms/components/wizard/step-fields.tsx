// The fields of one step, as the answers make them: a field whose condition fails is not shown (and not
// required), and shows again as soon as an answer brings it back (a date of birth under 18 → the guardian).
import { Stack } from '@mantine/core';
import { useCallback } from 'react';
import { holds, isRequired } from '@shared/forms/conditions';
import type { Field, Step } from '@shared/forms/definition';
import { CourseField, LocationField } from './course-fields';
import { FilesField } from './files-field';
import { RepeatField } from './repeat-field';
import { SignatureField } from './signature-field';
import { SimpleField } from './simple-field';
import { useWizardState, useWizardStore } from './use-wizard';

/** The element id of a field's input: labels, errors and the focus on the first error use it. */
export const fieldId = (key: string) => `field-${key.replace(/\./g, '-')}`;

export function StepFields({ step }: { step: Step }) {
  const store = useWizardStore();
  // Reading the state subscribes: any answer may show or hide a field of this step.
  useWizardState();
  const answers = store.effectiveAnswers();
  return (
    <Stack gap="lg">
      {step.fields
        .filter((field) => holds(field.showIf, answers))
        .map((field) => (
          <div key={field.key} data-field={field.key}>
            <FieldView field={field} required={isRequired(field.required, answers)} />
          </div>
        ))}
    </Stack>
  );
}

function FieldView({ field, required }: { field: Field; required: boolean }) {
  const store = useWizardStore();
  const { answers, errors } = useWizardState();
  const id = fieldId(field.key);
  const value = answers[field.key];
  const error = errors[field.key];
  const { key } = field;
  const onChange = useCallback((next: unknown) => store.setAnswer(key, next), [store, key]);

  switch (field.kind) {
    case 'files':
      return <FilesField field={field} id={id} error={error} required={required} />;
    case 'signature':
      return <SignatureField field={field} id={id} error={error} required={required} />;
    case 'repeat':
      return <RepeatField field={field} id={id} value={value} errors={errors} required={required} onChange={onChange} />;
    case 'course':
      return (
        <CourseField
          field={field}
          id={id}
          value={value}
          error={error}
          required={required}
          onChange={(next) => {
            // A new course has other campuses: the campus chosen for the old one goes.
            const campuses = store.definition.steps.flatMap((s) => s.fields).filter((f) => f.kind === 'location' && f.courseField === key);
            store.setAnswers({ [key]: next, ...Object.fromEntries(campuses.map((f) => [f.key, undefined])) });
          }}
        />
      );
    case 'location': {
      const courseId = typeof answers[field.courseField] === 'string' ? (answers[field.courseField] as string) : '';
      return <LocationField field={field} id={id} value={value} error={error} required={required} onChange={onChange} courseId={courseId} />;
    }
    default:
      return <SimpleField field={field} id={id} value={value} error={error} required={required} onChange={onChange} />;
  }
}
