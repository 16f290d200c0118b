// The course pickers forms use (issue 3): AQF levels, the location → parent category → child category →
// course tree, and a campus's courses. Every signed-in user reads them; they offer active courses and
// upcoming intakes only. The trees are built on a throwaway campus, so they hold only this file's courses.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { AQF_LEVELS, type CourseView } from '@shared/schemas/courses';
import { signInAs, type Client } from '../support/api';
import { newCatalogueCorner, newCategory, newCourse, newLocation } from '../support/fixtures';

const PAST = '2020-03-02';
const UPCOMING = ['2031-02-03', '2031-07-14'];

let student: Client;
beforeAll(async () => {
  student = await signInAs(ROLE.student);
});

/** What a picker shows of a course: the upcoming intakes at the campus asked for. */
const optionOf = (course: CourseView, intakes = UPCOMING) => ({
  id: course.id,
  national_code: course.national_code,
  name: course.name,
  aqf_level: course.aqf_level,
  cricos_code: course.cricos_code,
  intakes,
});

/**
 * A campus with: a parent category holding one course directly and two children (one course each, the
 * second child's named to sort first), a second parent whose only course is inactive, and a course that
 * runs only at another campus.
 */
const pickerCampus = async () => {
  const { location, parent, child } = await newCatalogueCorner();
  const [otherChild, inactiveParent, elsewhere] = await Promise.all([newCategory(parent.id, 'AAA first child'), newCategory(), newLocation()]);
  const here = (intakes: string[] = [PAST, ...UPCOMING]) => [{ location_id: location.id, intakes }];
  const [direct, inChild, inOtherChild] = await Promise.all([
    newCourse({ category_id: parent.id, locations: here(), name: 'Zulu direct course' }),
    newCourse({ category_id: child.id, locations: [{ location_id: elsewhere.id, intakes: ['2031-10-06'] }, ...here()] }),
    newCourse({ category_id: otherChild.id, locations: here([]), cricos_code: '' }),
    newCourse({ category_id: inactiveParent.id, locations: here(), status: 'inactive' }),
    newCourse({ category_id: child.id, locations: [{ location_id: elsewhere.id, intakes: UPCOMING }] }),
  ]);
  return { location, parent, child, otherChild, direct, inChild, inOtherChild };
};

describe('GET /api/courses/aqf-levels', () => {
  it('answers the AQF levels in framework order', async () => {
    // Act
    const res = await student.get('/api/courses/aqf-levels');
    // Assess
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ aqf_levels: [...AQF_LEVELS] });
    expect(res.body.aqf_levels[0]).toBe('Certificate I');
  });
});

describe('GET /api/parent-category-course-location/{locationId}', () => {
  it('answers the parent categories with their children and the active courses at that campus, upcoming intakes only', async () => {
    // Prepare
    const { location, parent, child, otherChild, direct, inChild, inOtherChild } = await pickerCampus();
    // Act
    const res = await student.get(`/api/parent-category-course-location/${location.id}`);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: parent.id,
        name: parent.name,
        courses: [optionOf(direct)],
        children: [
          { id: otherChild.id, name: otherChild.name, courses: [optionOf(inOtherChild, [])] },
          { id: child.id, name: child.name, courses: [optionOf(inChild)] },
        ],
      },
    ]);
  });

  it('answers an empty tree for a campus with no courses', async () => {
    // Prepare
    const location = await newLocation();
    // Act
    const res = await student.get(`/api/parent-category-course-location/${location.id}`);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it('answers 404 for an unknown campus', async () => {
    // Act
    const res = await student.get('/api/parent-category-course-location/no-such-campus');
    // Assess
    expect(res.status).toBe(404);
  });
});

describe('GET /api/location-courses/{id}', () => {
  it('answers the active courses at that campus by name, upcoming intakes only', async () => {
    // Prepare
    const { location, direct, inChild, inOtherChild } = await pickerCampus();
    // Act
    const res = await student.get(`/api/location-courses/${location.id}`);
    // Assess
    expect(res.status).toBe(200);
    const expected = [optionOf(direct), optionOf(inChild), optionOf(inOtherChild, [])].sort((a, b) => a.name.localeCompare(b.name));
    expect(res.body.data).toEqual(expected);
  });

  it('answers 404 for an unknown campus', async () => {
    // Act
    const res = await student.get('/api/location-courses/no-such-campus');
    // Assess
    expect(res.status).toBe(404);
  });
});
