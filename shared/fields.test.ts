import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod';
import { camelCase, recordFields } from './fields';

const Body = z.object({
  name: z.string().trim().max(50),
  first_response_hours: z.number().int().max(100),
  description: z.string().max(500).optional().default(''),
  parent_id: z.preprocess((v) => (v === '' ? null : v), z.string().max(10).nullable().optional().default(null)),
  escalation_email: z.preprocess((v) => (v === '' ? undefined : v), z.email().max(254).optional()),
  replies: z
    .array(z.object({ title: z.string().max(10) }))
    .max(5)
    .default([]),
  price: z.number().max(1000),
});
const Fields = recordFields(Body, { except: ['price'] });

describe('camelCase', () => {
  it.each([
    ['name', 'name'],
    ['first_response_hours', 'firstResponseHours'],
    ['short_course_id', 'shortCourseId'],
    ['line_2', 'line2'],
  ])('names %s %s', (snake, camel) => {
    expect(camelCase(snake)).toBe(camel);
  });
});

describe('recordFields', () => {
  it('stores every field but the excepted under its camelCase name, leaving empty ones out', () => {
    // Prepare
    const body = Body.parse({ name: 'Fees', first_response_hours: 8, parent_id: '', escalation_email: '', price: 5 });
    // Act
    const record = Fields.record(body);
    // Assess
    expect(record).toEqual({ name: 'Fees', firstResponseHours: 8, description: '', replies: [] });
    expectTypeOf(record).toEqualTypeOf<
      { name: string; firstResponseHours: number; description: string; replies: { title: string }[] } & {
        parentId?: string;
        escalationEmail?: string;
      }
    >();
  });

  it('names the attributes an update removes: those of the empty fields', () => {
    const body = Body.parse({ name: 'Fees', first_response_hours: 8, parent_id: 'p1', price: 5 });
    expect(Fields.emptied(body)).toEqual(['escalationEmail']);
  });

  it('answers a record by the body’s names, null for an absent nullable field and nothing for an absent optional one', () => {
    const view = Fields.view({ name: 'Fees', firstResponseHours: 8, description: '', replies: [{ title: 'Plan' }] });
    expect(view).toEqual({ name: 'Fees', first_response_hours: 8, description: '', parent_id: null, replies: [{ title: 'Plan' }] });
    expect(Object.keys(view)).not.toContain('escalation_email');
  });

  it('gives a view schema that needs defaulted fields, takes empty optional ones and refuses keys the body does not name', () => {
    // Prepare
    const View = z.strictObject({ id: z.string(), ...Fields.viewShape });
    const complete = { id: 'c1', name: 'Fees', first_response_hours: 8, description: '', parent_id: null, replies: [] };
    // Assess
    expect(View.safeParse(complete).success).toBe(true);
    expect(View.safeParse({ ...complete, escalation_email: 'desk@example.edu.au' }).success).toBe(true);
    expect(View.safeParse({ ...complete, description: undefined }).success).toBe(false);
    expect(View.safeParse({ ...complete, parent_id: undefined }).success).toBe(false);
    expect(View.safeParse({ ...complete, replies: [{ title: 'Plan', hash: 'x' }] }).success).toBe(false);
    expect(View.safeParse({ ...complete, price: 5 }).success).toBe(false);
  });
});
