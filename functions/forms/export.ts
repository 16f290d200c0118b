// A family's filtered list as CSV: every matching form, read from the index a thousand at a time,
// one column per header field and per answer of the definition, so staff can take a family's forms into a
// spreadsheet or a report. Cells are written so that a spreadsheet never runs an answer as a formula.
import type { FormType } from '@shared/forms/catalogue';
import { fieldsOf, type Field } from '@shared/forms/definition';
import type { FormExportQuery } from '@shared/schemas/forms';
import { allCourses, allLocations } from '@functions/courses/courses';
import { PayloadTooLargeError } from '@functions/platform/errors';
import { answersOf, type Form } from './form-db';
import { clocksOfForm } from './clocks';
import { collegeTimestamp } from '@shared/college-time';
import { attachmentsOfRecords } from '@functions/platform/attachments';
import { csvFile, csvLine } from '@functions/platform/csv';
import { FileAnswer } from '@functions/platform/http';
import { pageFromIndex } from '@functions/platform/paging';
import type { Caller } from '@functions/platform/session';
import { familyIndexQuery } from './list';
import { formFiles } from './form-lifecycle';
import { namesOf } from './people';

const PAGE = 1000;
// Lambda answers at most 6 MB, base64-encoded: an export larger than this asks for narrower filters.
const MAX_CSV_BYTES = 4 * 1024 * 1024;

const exportedFields = (type: FormType): Field[] => fieldsOf(type.definition).filter((f) => f.kind !== 'signature');

interface Lookups {
  courses: Map<string, string>;
  campuses: Map<string, string>;
  /** The names of this page's files, by attachment id. */
  files: Map<string, string>;
}

/** An answer as a person reads it in a cell: option labels, names of courses, campuses and files, rows joined. */
const cellText = (field: Field, value: unknown, names: Lookups): string => {
  if (value === undefined || value === null || value === '') return '';
  const label = (v: unknown) => ('options' in field ? (field.options.find((o) => o.value === v)?.label ?? String(v)) : String(v));
  switch (field.kind) {
    case 'course':
      return names.courses.get(String(value)) ?? String(value);
    case 'location':
      return names.campuses.get(String(value)) ?? String(value);
    case 'files':
      return (value as unknown[]).map((id) => names.files.get(String(id)) ?? String(id)).join('; ');
    case 'repeat':
      return (value as Record<string, unknown>[]).map((row) => field.fields.map((f) => row[f.key] ?? '').join(' / ')).join('; ');
    case 'checkbox':
      return value === true ? 'Yes' : 'No';
    case 'checkboxes':
      return (value as unknown[]).map(label).join('; ');
    default:
      return label(value);
  }
};

/** `GET /api/form-export`: the filtered list of a family, every row, as a CSV file. */
export const exportForms = async (caller: Caller, query: FormExportQuery): Promise<FileAnswer> => {
  const { type, indexQuery } = familyIndexQuery(caller, query);
  const fields = exportedFields(type);
  const [courses, campuses] = await Promise.all([allCourses(), allLocations()]);
  const catalogue = {
    courses: new Map(courses.map((c) => [c.id, `${c.nationalCode} ${c.name}`])),
    campuses: new Map(campuses.map((l) => [l.id, l.name])),
  };
  const heading = [
    'Form id',
    'Status',
    'Submitted',
    'Verified',
    'Verified by',
    'Verified on',
    'Clock',
    'Clock due',
    'Clock state',
    // Each answer's column by its field's key: short, unique within the family and stable, where the questions' words
    // are long and repeat ("Name", "Phone" in several sections).
    ...fields.map((f) => f.key),
  ];
  const lines = [csvLine(heading)];
  let bytes = lines[0]!.length;
  const today = new Date();
  for (let page = 1, cursor: string | undefined; ; page++) {
    const { data, meta } = await pageFromIndex(indexQuery, { page, pagination: PAGE, cursor });
    const [names, files] = await Promise.all([namesOf(data), fileNamesOf(data, fields)]);
    const lookups = { ...catalogue, files };
    for (const form of data) {
      const line = csvLine(rowOf(form, fields, lookups, names, today));
      bytes += line.length + 2;
      if (bytes > MAX_CSV_BYTES) {
        throw new PayloadTooLargeError(
          'export.too_large',
          'The export is larger than 4 MB. Narrow it with the filters (a course, a campus, a state) and export again.',
        );
      }
      lines.push(line);
    }
    if (!meta.next_cursor) break;
    cursor = meta.next_cursor;
  }
  return new FileAnswer(csvFile(lines), 'text/csv; charset=utf-8', `${type.slug}-forms-${today.toISOString().slice(0, 10)}.csv`);
};

/** The names of the files a page of forms answers with, by attachment id: one read per hundred forms that hold files. */
const fileNamesOf = async (forms: readonly Form[], fields: Field[]): Promise<Map<string, string>> => {
  const fileFields = fields.filter((f) => f.kind === 'files');
  const withFiles = forms.filter((form) => {
    const answers = answersOf(form);
    return fileFields.some((f) => Array.isArray(answers[f.key]) && (answers[f.key] as unknown[]).length > 0);
  });
  if (!withFiles.length) return new Map();
  const lists = await attachmentsOfRecords(withFiles.map((form) => formFiles(form.id)));
  return new Map([...lists.values()].flat().map((file) => [file.id, file.name]));
};

const rowOf = (form: Form, fields: Field[], lookups: Lookups, names: Map<string, string>, today: Date): string[] => {
  const answers = answersOf(form);
  const clock = clocksOfForm(form, today)[0];
  return [
    form.id,
    form.status,
    form.submittedAt ? collegeTimestamp(form.submittedAt) : '',
    form.verified ? 'Yes' : 'No',
    form.verifiedBy ? (names.get(form.verifiedBy) ?? '') : '',
    form.verifiedAt ? collegeTimestamp(form.verifiedAt) : '',
    clock?.label ?? '',
    clock?.due_on ?? '',
    clock?.state ?? '',
    ...fields.map((f) => cellText(f, answers[f.key], lookups)),
  ];
};
