import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod';
import { bodyFrom, formValues, type FormValues } from './form-values';

const Body = z.object({
  name: z.string().trim().max(50),
  hours: z.number().int().max(100),
  status: z.enum(['active', 'inactive']).default('active'),
  level: z.enum(['I', 'II']),
  note: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(100).optional()),
  parent_id: z.string().max(10).nullable().optional().default(null),
  tags: z.array(z.string().max(10)).max(5),
  replies: z
    .array(z.object({ title: z.string().max(10) }))
    .max(5)
    .optional()
    .default([]),
  department_id: z.string().max(10),
});

interface View {
  id: string;
  name: string;
  hours: number;
  status: 'active' | 'inactive';
  level: 'I' | 'II';
  note?: string;
  parent_id: string | null;
  tags: string[];
  replies: { title: string }[];
  department: { id: string; name: string };
}

const view: View = {
  id: 'v1',
  name: 'Fees',
  hours: 8,
  status: 'inactive',
  level: 'II',
  parent_id: 'p1',
  tags: ['a'],
  replies: [{ title: 'Plan' }],
  department: { id: 'd1', name: 'Finance' },
};

describe('FormValues', () => {
  it('holds every field as an input does: empty numbers and selects as ""', () => {
    expectTypeOf<FormValues<typeof Body>>().toEqualTypeOf<{
      name: string;
      hours: number | '';
      status: 'active' | 'inactive' | '';
      level: 'I' | 'II' | '';
      note: string;
      parent_id: string | null;
      tags: string[];
      replies: { title: string }[];
      department_id: string;
    }>();
  });
});

describe('formValues', () => {
  it('starts a new record from the schema: its defaults, else empty inputs', () => {
    expect(formValues(Body, undefined)).toEqual({
      name: '',
      hours: '',
      status: 'active',
      level: '',
      note: '',
      parent_id: null,
      tags: [],
      replies: [],
      department_id: '',
    });
  });

  it('starts an edit from the view under the body’s names, and from what the form states for the rest', () => {
    expect(formValues(Body, view, { department_id: view.department.id })).toEqual({
      name: 'Fees',
      hours: 8,
      status: 'inactive',
      level: 'II',
      note: '',
      parent_id: 'p1',
      tags: ['a'],
      replies: [{ title: 'Plan' }],
      department_id: 'd1',
    });
  });

  it('asks at compile time for the fields the view does not carry', () => {
    // @ts-expect-error department_id is not a field of the view
    formValues(Body, view);
    formValues(Body, view, { department_id: 'd1', hours: 40 });
  });
});

describe('bodyFrom', () => {
  it('sends the record back as its view shows it, with the stated changes and without fields it never had', () => {
    const body = bodyFrom(Body, view, { department_id: 'd1', status: 'active' });
    expect(body).toEqual({
      name: 'Fees',
      hours: 8,
      status: 'active',
      level: 'II',
      parent_id: 'p1',
      tags: ['a'],
      replies: [{ title: 'Plan' }],
      department_id: 'd1',
    });
    expect(Body.parse(body)).toEqual({ ...body, note: undefined });
  });
});
