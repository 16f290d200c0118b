// Issue 7 §3: Delete is not offered where the server would refuse it (409). The categories, campuses and
// courses screens disable it and say why, in words that agree with the count ("1 course is", "4 courses are").
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { demoAccount, signInByApi } from './support/portal';

type Headers = { authorization: string };

/** The disabled Delete of a row: focusable, so hovering or tabbing to it shows the reason. */
const expectRefusedDelete = async (page: Page, name: string, reason: string | RegExp) => {
  const button = page.getByRole('button', { name: new RegExp(`^Delete ${name} \\(not possible`) });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await button.hover();
  // By its text: the tooltip of the button focused before may still be fading out.
  await expect(page.getByRole('tooltip').filter({ hasText: reason })).toHaveText(reason);
  await page.mouse.move(0, 0);
};

const created: { path: string; id: string }[] = [];
let headers: Headers | undefined;

const create = async (request: APIRequestContext, path: string, data: unknown): Promise<{ id: string }> => {
  const res = await request.post(path, { headers, data });
  expect(res.status(), `POST ${path}`).toBe(201);
  const record = (await res.json()).data as { id: string };
  created.unshift({ path, id: record.id });
  return record;
};

// What a test adds it deletes again, newest first (the course before its category).
test.afterEach(async ({ request }) => {
  for (const { path, id } of created.splice(0)) expect((await request.delete(`${path}/${id}`, { headers })).status()).toBe(200);
});

test('categories with sub-categories or courses cannot be deleted, and each says why', async ({ page, request }, testInfo) => {
  const { access_token: token } = await signInByApi(page, demoAccount(ROLE.admin).email);
  headers = { authorization: `Bearer ${token}` };
  const tag = Date.now().toString(36);
  const holding = await create(request, '/api/category', { name: `Holding one ${tag}`, parent_id: null });
  await create(request, '/api/category', { name: `Empty ${tag}`, parent_id: null });
  await create(request, '/api/course', {
    national_code: `QZZ${String(Date.now()).slice(-5)}`,
    name: `Lonely course ${tag}`,
    aqf_level: 'Certificate II',
    category_id: holding.id,
    duration_weeks: 10,
    delivery_modes: ['online'],
    tuition_fee: 100,
  });

  await page.goto('/courses/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Course categories' })).toBeVisible();
  await expectRefusedDelete(page, 'Business', 'This category has 2 sub-categories. Move or delete them first.');
  await expectRefusedDelete(page, 'Management and Leadership', '4 courses are in this category. Move them first.');
  await expectRefusedDelete(page, `Holding one ${tag}`, '1 course is in this category. Move it first.');
  await page
    .getByRole('button', { name: `Delete Management and Leadership (not possible: 4 courses are in this category. Move them first.)` })
    .hover();
  await page.screenshot({ path: testInfo.outputPath('categories-desktop.png'), fullPage: true });

  const empty = page.getByRole('button', { name: `Delete Empty ${tag}`, exact: true });
  await expect(empty).toBeEnabled();
  await expect(empty).not.toHaveAttribute('aria-disabled', 'true');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /^Delete Business \(not possible/ }).focus();
  const reason = 'This category has 2 sub-categories. Move or delete them first.';
  await expect(page.getByRole('tooltip').filter({ hasText: reason })).toHaveText(reason);
  await page.screenshot({ path: testInfo.outputPath('categories-phone.png') });
});

test('a campus where courses run cannot be deleted, and says why', async ({ page }, testInfo) => {
  await signInByApi(page, demoAccount(ROLE.admin).email);
  await page.goto('/courses/locations');
  await expect(page.getByRole('heading', { level: 1, name: 'Course locations' })).toBeVisible();
  await expectRefusedDelete(page, 'Sydney CBD', /^\d+ courses run at this location\. Take the location off those courses first\.$/);
  await page.getByRole('button', { name: /^Delete Melbourne \(not possible/ }).hover();
  await page.screenshot({ path: testInfo.outputPath('locations-desktop.png') });
});

test('a course trainers deliver offers no delete, says why, and still offers deactivation', async ({ page }, testInfo) => {
  await signInByApi(page, demoAccount(ROLE.admin).email);
  await page.goto('/courses?search=BSB40120');
  await page.getByRole('button', { name: 'Actions for BSB40120 Certificate IV in Business' }).click();
  const menu = page.getByRole('menu');
  const remove = menu.getByRole('menuitem', { name: 'Delete course' });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription('This course is in use (2 trainers deliver it). Deactivate it instead.');
  await expect(menu.getByText('This course is in use (2 trainers deliver it). Deactivate it instead.')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Deactivate', exact: true })).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('course-actions-desktop.png') });
});
