// Course categories (issue 3): one level of nesting (a parent and its children), names unique among
// siblings, and deletes refused while sub-categories or courses remain. Throwaway categories only.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@shared/permissions';
import { signInAs, type Client } from '../support/api';
import { asSuperadmin, fieldsOf, newCategory, newCourse, uniqueTag } from '../support/fixtures';

let superadmin: Client;
beforeAll(async () => {
  superadmin = await asSuperadmin();
});

const categoryName = () => `Test Category ${uniqueTag()}`;

describe('GET /api/category', () => {
  it('lists a parent followed by its children by name, with their counts, to any signed-in user', async () => {
    // Prepare
    const parent = await newCategory();
    const beta = await newCategory(parent.id, 'Beta');
    const alpha = await newCategory(parent.id, 'Alpha');
    await newCourse({ category_id: alpha.id });
    const student = await signInAs(ROLE.student);
    // Act: searching the parent's name also finds its children, through their parent's name
    const res = await student.get(`/api/category?pagination=1000&search=${encodeURIComponent(parent.name)}`);
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: parent.id, name: parent.name, parent_id: null, children_count: 2, courses_count: 0, revision: 1 },
      { id: alpha.id, name: 'Alpha', parent_id: parent.id, parent_name: parent.name, children_count: 0, courses_count: 1, revision: 1 },
      { id: beta.id, name: 'Beta', parent_id: parent.id, parent_name: parent.name, children_count: 0, courses_count: 0, revision: 1 },
    ]);
    expect(res.body.meta).toEqual({ page: 1, pagination: 1000, total: 3 });
  });

  it('lists the seeded categories in one page with pagination=1000', async () => {
    // Act
    const res = await superadmin.get('/api/category?pagination=1000');
    // Assess
    const names = res.body.data.map((c: { name: string }) => c.name);
    const business = names.indexOf('Business');
    expect(names.slice(business, business + 3)).toEqual(['Business', 'Accounting and Bookkeeping', 'Management and Leadership']);
    expect(names).toContain('Short courses');
  });
});

describe('POST /api/category', () => {
  it('creates a top-level category, and a child under it', async () => {
    // Prepare
    const name = categoryName();
    // Act
    const parent = await superadmin.post('/api/category', { name: `  ${name} ` });
    const child = await superadmin.post('/api/category', { name: 'Child', parent_id: parent.body.data.id });
    // Assess
    expect(parent.status).toBe(201);
    expect(parent.body.data).toEqual({ id: expect.any(String), name, parent_id: null, children_count: 0, courses_count: 0, revision: 1 });
    expect(child.status).toBe(201);
    expect(child.body.data).toEqual({
      id: expect.any(String),
      name: 'Child',
      parent_id: parent.body.data.id,
      parent_name: name,
      children_count: 0,
      courses_count: 0,
      revision: 1,
    });
  });

  it.each([
    ['a child under a child', async () => ({ name: categoryName(), parent_id: (await newCategory((await newCategory()).id)).id }), 'parent_id'],
    ['an unknown parent', async () => ({ name: categoryName(), parent_id: 'no-such-category' }), 'parent_id'],
    [
      'a sibling’s name in another case',
      async () => {
        const parent = await newCategory();
        const sibling = await newCategory(parent.id);
        return { name: sibling.name.toUpperCase(), parent_id: parent.id };
      },
      'name',
    ],
    ['a top-level name taken', async () => ({ name: (await newCategory()).name, parent_id: null }), 'name'],
    ['a one-letter name', async () => ({ name: 'X' }), 'name'],
  ])('refuses %s with 422 naming the field', async (_, bodyOf, field) => {
    // Prepare
    const body = await bodyOf();
    // Act
    const res = await superadmin.post('/api/category', body);
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual([field]);
  });

  it('accepts a name that a category under another parent already has', async () => {
    // Prepare
    const [first, second] = await Promise.all([newCategory(), newCategory()]);
    const taken = await newCategory(first.id);
    // Act
    const res = await superadmin.post('/api/category', { name: taken.name, parent_id: second.id });
    // Assess
    expect(res.status).toBe(201);
  });
});

describe('a category name among siblings, raced (security hardening, hole 9)', () => {
  it('is created by exactly one of many concurrent creates', async () => {
    // Prepare
    const parent = await newCategory();
    const name = categoryName();
    // Act
    const answers = await Promise.all(Array.from({ length: 8 }, () => superadmin.post('/api/category', { name, parent_id: parent.id })));
    // Assess
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422, 422, 422, 422]);
    const listed = await superadmin.get(`/api/category?pagination=1000&search=${encodeURIComponent(name)}`);
    expect(listed.body.data.filter((c: { name: string }) => c.name === name)).toHaveLength(1);
  });

  it('is taken by exactly one of two siblings renamed to it at once, and freed again by a rename or a delete', async () => {
    // Prepare
    const parent = await newCategory();
    const [first, second] = await Promise.all([newCategory(parent.id), newCategory(parent.id)]);
    const name = categoryName();
    // Act
    const answers = await Promise.all([first, second].map((c) => superadmin.put(`/api/category/${c!.id}`, { name, parent_id: parent.id })));
    // Assess
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    const holder = answers[0]!.status === 200 ? first! : second!;
    expect((await superadmin.delete(`/api/category/${holder.id}`)).status).toBe(200);
    expect((await superadmin.post('/api/category', { name, parent_id: parent.id })).status).toBe(201);
  });
});

describe('PUT /api/category/{id}', () => {
  it('renames a child and moves it to the top level', async () => {
    // Prepare
    const parent = await newCategory();
    const child = await newCategory(parent.id);
    const name = categoryName();
    // Act
    const res = await superadmin.put(`/api/category/${child.id}`, { name, parent_id: '' });
    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: child.id, name, parent_id: null, children_count: 0, courses_count: 0, revision: 2 });
  });

  it.each([
    ['its own parent', async (id: string) => id],
    ['a child of a child', async () => (await newCategory((await newCategory()).id)).id],
  ])('refuses to make a category %s with 422 naming parent_id', async (_, parentOf) => {
    // Prepare
    const category = await newCategory();
    // Act
    const res = await superadmin.put(`/api/category/${category.id}`, { name: category.name, parent_id: await parentOf(category.id) });
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['parent_id']);
  });

  it('refuses to move a parent with children under another parent with 422 naming parent_id', async () => {
    // Prepare
    const [category, target] = await Promise.all([newCategory(), newCategory()]);
    await newCategory(category.id);
    // Act
    const res = await superadmin.put(`/api/category/${category.id}`, { name: category.name, parent_id: target.id });
    // Assess
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['parent_id']);
  });

  it('answers 404 for an unknown id', async () => {
    // Act
    const res = await superadmin.put('/api/category/no-such-category', { name: categoryName() });
    // Assess
    expect(res.status).toBe(404);
  });
});

describe('DELETE /api/category/{id}', () => {
  it('deletes an empty category', async () => {
    // Prepare
    const category = await newCategory();
    // Act
    const res = await superadmin.delete(`/api/category/${category.id}`);
    // Assess
    expect(res.status).toBe(200);
    expect((await superadmin.get(`/api/category?search=${encodeURIComponent(category.name)}`)).body.meta.total).toBe(0);
    expect((await superadmin.delete(`/api/category/${category.id}`)).status).toBe(404);
  });

  it.each([
    [
      'a sub-category',
      async (id: string) => void (await newCategory(id)),
      'category.has_children',
      'This category has 1 sub-category. Move or delete it first.',
    ],
    [
      'two courses',
      async (id: string) => void (await Promise.all([newCourse({ category_id: id }), newCourse({ category_id: id })])),
      'category.in_use',
      '2 courses are in this category. Move them first.',
    ],
    [
      'one course',
      async (id: string) => void (await newCourse({ category_id: id })),
      'category.in_use',
      '1 course is in this category. Move it first.',
    ],
  ])('refuses with 409 while it has %s, in words that agree with the count', async (_, fill, code, message) => {
    // Prepare
    const category = await newCategory();
    await fill(category.id);
    // Act
    const res = await superadmin.delete(`/api/category/${category.id}`);
    // Assess
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code, message });
    expect((await superadmin.get(`/api/category?search=${encodeURIComponent(category.name)}`)).body.meta.total).toBeGreaterThan(0);
  });
});
