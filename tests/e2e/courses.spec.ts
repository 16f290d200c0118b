// Issue 3: a course created on the course form is offered by the picker every student form reuses, at
// each campus it runs at, under its category and sub-category, with its intakes.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import type { CourseView } from '@shared/schemas/courses';
import { demoAccount, signInByApi } from './support/portal';

let createdId: string | undefined;
let token: string | undefined;

/**
 * Opens a Mantine select inside `scope` and picks the option; its list renders at the page's root. A
 * string label matches exactly ("Category" is not "Sub-category").
 */
const choose = async (page: Page, scope: Locator, label: string | RegExp, option: string | RegExp) => {
  await scope.getByRole('textbox', { name: label, exact: typeof label === 'string' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

// The course is this run's only trace in the seeded catalogue; deleting it leaves the campuses as seeded.
test.afterEach(async ({ request }) => {
  if (!createdId) return;
  const res = await request.delete(`/api/course/${createdId}`, { headers: { authorization: `Bearer ${token}` } });
  createdId = undefined;
  expect(res.status()).toBe(200);
});

test('a Superadmin creates a course with two locations and finds it through the location → category → course picker', async ({ page }) => {
  // Sign-in, a form of a dozen fields and a four-step picker on a busy machine.
  test.slow();
  // A code and a name of this run's own, so parallel runs never find each other's course.
  const code = `10${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}NAT`;
  const name = `Certificate IV in Picker Testing ${Date.now().toString(36)}`;
  token = (await signInByApi(page, demoAccount(ROLE.superadmin).email)).access_token;
  await page.goto('/courses');
  await page.getByRole('link', { name: 'New course' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New course' })).toBeVisible();

  // Role names start with the label: a required field's accessible name carries a trailing asterisk.
  const form = page.getByRole('form', { name: 'New course' });
  await form.getByRole('textbox', { name: /^National code/ }).fill(code.toLowerCase());
  await form.getByRole('textbox', { name: /^Course name/ }).fill(name);
  await choose(page, form, /^AQF level/, 'Certificate IV');
  await choose(page, form, /^Category/, 'Business › Management and Leadership');
  await form.getByRole('textbox', { name: /^Duration in weeks/ }).fill('52');
  await form.getByRole('textbox', { name: /^Tuition fee/ }).fill('9500');
  await form.getByRole('checkbox', { name: 'Face to face' }).check();

  const campuses = [
    { campus: 'Sydney CBD (NSW)', intake: '2031-02-03' },
    { campus: 'Melbourne (VIC)', intake: '2031-07-14' },
  ];
  for (const [index, { campus, intake }] of campuses.entries()) {
    await form.getByRole('button', { name: 'Add location' }).click();
    const row = form.getByRole('group', { name: `Location ${index + 1}`, exact: true });
    await choose(page, row, /^Location/, campus);
    await row.getByLabel('Intake date').fill(intake);
    await row.getByRole('button', { name: 'Add intake' }).click();
    await expect(row.getByRole('list', { name: `Intakes at Location ${index + 1}` }).getByRole('listitem')).toHaveCount(1);
  }

  const saved = page.waitForResponse((res) => res.url().endsWith('/api/course') && res.request().method() === 'POST');
  await form.getByRole('button', { name: 'Create course' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(201);
  const created = (await answer.json()).data as CourseView;
  createdId = created.id;
  expect(created.locations.map((l) => [l.location_name, l.intakes])).toEqual([
    ['Sydney CBD', ['2031-02-03']],
    ['Melbourne', ['2031-07-14']],
  ]);
  await expect(page).toHaveURL('/courses');

  // The picker at the second campus offers it under the sub-category it was filed in.
  await page.getByRole('button', { name: /Find a course/ }).click();
  const picker = page.getByRole('region', { name: /Find a course/ });
  await choose(page, picker, 'Location', 'Melbourne (VIC)');
  await choose(page, picker, 'Category', 'Business');
  await choose(page, picker, 'Sub-category', 'Management and Leadership');
  await choose(page, picker, 'Course', `${code} · ${name}`);
  // Dates read the browser's way ("Mon 14 Jul 2031"); Node's ICU may spell the month out.
  await choose(page, picker, 'Intake', /14 Jul\w* 2031/);

  // The summary under the picker (the selects hold the same words as input values, not text).
  await expect(picker.getByText(`${code} · ${name}`, { exact: true })).toBeVisible();
  await expect(picker.getByText(/^Certificate IV · starts .*14 Jul\w* 2031$/)).toBeVisible();
});
