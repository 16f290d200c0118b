// Issue 7 §3: everyone who may read courses can open one. A Student browses the active catalogue from
// the menu and reads a course's description, campuses and upcoming intakes, but not its fees (those
// need list-course or show-course); read-only staff see the fees too; editors get the way to edit.
import { expect, test, type Page } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { demoAccount, seriousAxeViolations, sideMenuLinks, signInByApi } from './support/portal';

const COURSE = 'Diploma of Business';

const expectCourseBasics = async (page: Page) => {
  await expect(page).toHaveURL(/\/courses\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await expect(page.getByText('BSB50120')).toBeVisible();
  await expect(page.getByText('A nationally recognised Diploma qualification, delivered over 78 weeks.')).toBeVisible();
  const where = page.getByRole('region', { name: 'Campuses and intakes' });
  await expect(where.getByRole('heading', { name: 'Sydney CBD' })).toBeVisible();
  await expect(where.getByText('Opening hours: Mon–Fri 8:30 am – 8 pm, Sat 9 am – 1 pm')).toBeVisible();
  await expect(where.getByRole('heading', { name: 'Melbourne' })).toBeVisible();
  // Upcoming intakes only: 12 October 2026 has passed.
  await expect(where.getByText(/8 Feb\w* 2027/).first()).toBeVisible();
  await expect(where.getByText(/12 Oct\w* 2026/)).toHaveCount(0);
};

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`on a ${viewport.name}, a Student browses the courses from the menu and opens one, without its fees`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const { access_token: token } = await signInByApi(page, demoAccount(ROLE.student).email);
    await page.goto('/dashboard');
    await page
      .getByRole('region', { name: 'Where to next' })
      .getByRole('link', { name: /^Courses/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('diploma of b');
    await expect(page.getByRole('list', { name: 'Courses' }).getByRole('listitem')).toHaveCount(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`student-courses-${viewport.name}.png`), fullPage: true });
    await page.getByRole('link', { name: new RegExp(COURSE) }).click();

    await expectCourseBasics(page);
    await expect(page.getByText(/Tuition|\$14,500/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit course' })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`student-course-${viewport.name}.png`), fullPage: true });

    // The fees stay behind list-course / show-course on the server as well.
    const id = page.url().split('/').at(-1)!;
    expect((await page.request.get(`/api/course/${id}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(403);
  });
}

test('a Student sees Courses in the side menu', async ({ page }) => {
  await signInByApi(page, demoAccount(ROLE.student).email);
  await page.goto('/dashboard');
  await sideMenuLinks(page)
    .filter({ hasText: /^Courses$/ })
    .click();
  await expect(page).toHaveURL('/courses');
  await expect(page.getByRole('link', { name: new RegExp(COURSE) })).toBeVisible();
});

test('an Agent, who may read but not change courses, opens a course from the list and sees its fees', async ({ page }, testInfo) => {
  await signInByApi(page, demoAccount(ROLE.agent).email);
  await page.goto('/courses?search=BSB50120');
  await page.getByRole('link', { name: COURSE, exact: true }).click();

  await expectCourseBasics(page);
  await expect(page.getByText('$14,500.00')).toBeVisible();
  await expect(page.getByText('$350.00')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit course' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('agent-course-desktop.png'), fullPage: true });
});

test('a Superadmin opening a course is offered to edit it', async ({ page }) => {
  await signInByApi(page, demoAccount(ROLE.superadmin).email);
  await page.goto('/courses?search=BSB50120');
  await page.getByRole('link', { name: COURSE, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await page.getByRole('link', { name: 'Edit course' }).click();
  await expect(page).toHaveURL(/\/course\/update\//);
});
