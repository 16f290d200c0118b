// What the fuzz knows about fields without a per-route list: every field name a shared schema declares,
// and plausible values for the common ones taken from the fixtures' valid bodies, so that a body can be
// valid but for one field and reach the code behind validation (lookups, writes, mail).
import fc from 'fast-check';
import * as z from 'zod';
import { ALL_PERMISSIONS } from '@shared/permissions';
import { courseBody, locationBody, PASSWORD, registration } from '../support/fixtures';

const schemaModules = import.meta.glob<Record<string, unknown>>(['@shared/schemas/*.ts', '!**/*.test.ts'], { eager: true });

/** Every key of every object schema in `shared/schemas`, bodies and queries alike: a new field is fuzzed as soon as it is declared. */
export const SCHEMA_FIELD_NAMES: string[] = [
  ...new Set(
    Object.values(schemaModules)
      .flatMap((module) => Object.values(module))
      .flatMap((value) => (value instanceof z.ZodObject ? Object.keys(value.shape) : [])),
  ),
].sort();

/** The throwaway records the fuzz points ids at: never a demo account, a shipped role or the fuzzing Superadmin. */
export interface Records {
  userId: string;
  roleId: string;
  categoryId: string;
  locationId: string;
  courseId: string;
}

/** A plausible value per field name, for the names the fixtures and the spec give valid examples of. */
export const plausibleValues = (records: Records): Map<string, fc.Arbitrary<unknown>> => {
  const examples: Record<string, unknown>[] = [
    registration(),
    locationBody(),
    courseBody({ category_id: records.categoryId, locations: [{ location_id: records.locationId, intakes: ['2027-02-08'] }] }),
    {
      // Only the throwaway role: a valid permission-settings body naming a shipped role would change what
      // the accounts of every other suite may do.
      role_id: records.roleId,
      permission: ALL_PERMISSIONS[0],
      permissions: ALL_PERMISSIONS.slice(0, 3),
      granted: false,
      verify: true,
      verified: true,
      remember: true,
      parent_id: records.categoryId,
      location_id: records.locationId,
      current_password: PASSWORD,
      content_type: 'image/png',
      size: 1024,
      mobile: '0400 000 000',
      bio: 'Teaches the testing units.',
      qualifications: [{ title: 'Certificate IV in Training and Assessment', institution: 'TAFE NSW', year: 2020 }],
      courses: [records.courseId],
      token: 'a-token-that-was-never-issued',
      avatar_key: 'avatars/nobody/picture.png',
      search: 'test',
      order: 'desc',
      order_by: 'name',
      page: 1,
      pagination: 15,
    },
  ];
  const values = new Map<string, unknown[]>();
  for (const example of examples) {
    for (const [name, value] of Object.entries(example)) values.set(name, [...(values.get(name) ?? []), value]);
  }
  const arbitraries = new Map([...values].map(([name, list]) => [name, fc.constantFrom(...list)]));
  // Fresh e-mails and names, so that creating a record is not a conflict after the first time.
  arbitraries.set(
    'email',
    fc.stringMatching(/^[a-z0-9]{6,12}$/).map((s) => `fuzz.${s}@example.com`),
  );
  arbitraries.set(
    'name',
    fc.stringMatching(/^[A-Z][a-z]{2,10}$/).map((s) => `Fuzz ${s}`),
  );
  return arbitraries;
};
