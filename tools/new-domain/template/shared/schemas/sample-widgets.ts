// Sample widgets: the payloads of the domain's calls. A field is declared here once and flows to the handler, the
// SPA's forms and lists, and the tests; its API name is snake_case (spec §3).
import * as z from 'zod';
import { recordFields } from '../fields';
import { Cursor, listQuery } from './common';

/** What a person sends to create one sample widget. Every string and array has a maximum (functions/platform/route-schemas.test.ts). */
export const SampleWidgetBody = z.object({
  name: z.string({ message: 'Enter a name' }).trim().min(1, 'Enter a name').max(200, 'Use at most 200 characters'),
});
export type SampleWidgetBody = z.infer<typeof SampleWidgetBody>;

/**
 * The body's fields, declared once: stored under their camelCase names and answered under their own (shared/fields.ts).
 * A field stored or answered another way goes in `except` and is mapped by hand beside.
 */
export const SampleWidgetFields = recordFields(SampleWidgetBody);

/** One sample widget as the API answers it: strict, so a field the store keeps for itself never leaks. */
export const SampleWidgetView = z.strictObject({
  id: z.string(),
  ...SampleWidgetFields.viewShape,
  created_at: z.string(),
});
export type SampleWidgetView = z.infer<typeof SampleWidgetView>;

/** The listing fields of `GET /api/sample-widgets` (spec §3): `order_by` names the orders an index serves. */
export const SampleWidgetListQuery = listQuery(['created_at'], 'created_at').extend({
  cursor: Cursor,
});
export type SampleWidgetListQuery = z.infer<typeof SampleWidgetListQuery>;
