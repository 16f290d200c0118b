// The usage registry: what refers to a kind of record is registered by the entry points that delete it (other domains'
// records, which the deleting domain does not import) and by the deleting modules (the domain's own records).
import { describe, expect, it } from 'vitest';
import { registeredUsages } from '@functions/platform/usages';

describe('the catalogue’s usages', () => {
  it('holds, once the catalogue’s function is loaded, what refers to its courses, categories and campuses', async () => {
    // Act
    await import('@functions/courses/handler');
    // Assess
    // A course's trainers are its own kept count, checked in the deleting transaction (course-catalogue.ts).
    expect(registeredUsages('course')).toEqual(['forms']);
    expect(registeredUsages('category')).toEqual(['courses']);
    expect(registeredUsages('location').sort()).toEqual(['courses', 'short-course sessions']);
    // Loading a whole function (its domains, the SDK) takes seconds on a machine busy with the other suites.
  }, 30_000);
});
