// Someone else saved the record while the person was editing it (shared/schemas/revisions.ts): the save is refused,
// their version shows beside the person's, and the person's changes go on theirs without retyping, or are dropped.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import type { CourseView } from '@shared/schemas/courses';
import { demoAccount, seriousAxeViolations, signInByApi } from './support/portal';
import { asSuperadmin } from './support/throwaway';

let made: { id: string; remove: () => Promise<unknown> } | undefined;

test.afterEach(async () => {
  await made?.remove();
  made = undefined;
});

/** A throwaway course the seeded Superadmin made, and what they can do to it behind the page's back. */
const courseBehindThePage = async (request: APIRequestContext) => {
  const superadmin = await asSuperadmin(request);
  const { data: categories } = await superadmin.get<{ data: { id: string }[] }>('/api/category?pagination=1');
  const code = `10${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}NAT`;
  const { data: course } = await superadmin.call<{ data: CourseView }>('POST', '/api/course', 201, {
    national_code: code,
    name: `Certificate III in Overtaken Saves ${Date.now().toString(36)}`,
    aqf_level: 'Certificate III',
    category_id: categories[0]!.id,
    duration_weeks: 26,
    delivery_modes: ['face-to-face'],
    tuition_fee: 4200,
    material_fee: 0,
    status: 'active',
    description: '',
    locations: [],
  });
  made = { id: course.id, remove: () => superadmin.call('DELETE', `/api/course/${course.id}`, 200) };
  const body = { ...course, category_id: course.category_id, locations: [] } as Record<string, unknown>;
  for (const key of ['id', 'category_name', 'parent_category_name', 'created_at', 'trainers_count']) delete body[key];
  return {
    course,
    /** Saves the course as the Superadmin, from the revision the page opened. */
    saveBehind: (changes: Partial<CourseView>) => superadmin.call('PUT', `/api/course/${course.id}`, 200, { ...body, ...changes }),
    read: async () => (await superadmin.get<{ data: CourseView }>(`/api/course/${course.id}`)).data,
  };
};

const openEdit = async (page: Page, id: string) => {
  await signInByApi(page, demoAccount(ROLE.admin).email);
  await page.goto(`/course/update/${id}`);
  const form = page.getByRole('form', { name: /^Edit Certificate III in Overtaken Saves/ });
  await expect(form.getByRole('textbox', { name: /^Course name/ })).toBeEditable();
  return form;
};

test('an Admin saves a course the Superadmin changed meanwhile: both versions side by side, then hers on theirs', async ({ page, request }) => {
  test.slow();
  const { course, saveBehind, read } = await courseBehindThePage(request);
  const form = await openEdit(page, course.id);

  // She renames it; meanwhile the Superadmin raises the fee.
  await form.getByRole('textbox', { name: /^Course name/ }).fill(`${course.name} (revised)`);
  await saveBehind({ tuition_fee: 4800 });
  await form.getByRole('button', { name: 'Save changes' }).click();

  const notice = page.getByRole('region', { name: 'Saved by someone else meanwhile' });
  await expect(notice).toContainText(`${demoAccount(ROLE.superadmin).name} saved this`);
  const versions = notice.getByRole('table', { name: 'Their version and yours' });
  await expect(versions.getByRole('row', { name: /^Course name/ })).toContainText(`${course.name} (revised)`);
  await expect(versions.getByRole('row', { name: /^Tuition fee/ })).toContainText('$4,800.00');
  await expect(versions.getByRole('row', { name: /^Tuition fee/ })).toContainText('Not changed by you: theirs is kept');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('record-changed-notice.png') });

  // Saved on theirs: her name and their fee, with nothing retyped.
  await notice.getByRole('button', { name: 'Save mine on theirs' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  expect(await read()).toMatchObject({ name: `${course.name} (revised)`, tuition_fee: 4800, revision: course.revision + 2 });
});

test('an Admin drops her change for the version saved meanwhile, and the form then shows theirs', async ({ page, request }) => {
  test.slow();
  const { course, saveBehind, read } = await courseBehindThePage(request);
  const form = await openEdit(page, course.id);
  const name = form.getByRole('textbox', { name: /^Course name/ });

  await name.fill(`${course.name} (hers)`);
  await saveBehind({ name: `${course.name} (theirs)` });
  await form.getByRole('button', { name: 'Save changes' }).click();
  const notice = page.getByRole('region', { name: 'Saved by someone else meanwhile' });
  await expect(notice.getByRole('row', { name: /^Course name/ })).toContainText('You both changed this: yours is kept');
  await notice.getByRole('button', { name: 'Use theirs, drop mine' }).click();

  await expect(notice).toBeHidden();
  await expect(name).toHaveValue(`${course.name} (theirs)`);
  expect((await read()).name).toBe(`${course.name} (theirs)`);
});
