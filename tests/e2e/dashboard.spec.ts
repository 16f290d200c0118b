// Issue 12: each role's dashboard shows its figures, checked against the seeded data, and each figure opens the
// list it counts, filtered, whose total is the figure; the timeline lists a person's records and exports them.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { demoAccount, seriousAxeViolations, signInByApi } from './support/portal';

const openDashboard = async (page: Page, role: string) => {
  const { access_token: token } = await signInByApi(page, demoAccount(role).email);
  await page.goto('/dashboard');
  return { headers: { authorization: `Bearer ${token}` } };
};

/** A bar of a chart, by its accessible name ("Student: 6 users"), and the figure it carries. */
const barFigure = async (page: Page, chart: string, label: string) => {
  const bar = page.getByRole('list', { name: chart }).getByRole('link', { name: new RegExp(`^${label}: \\d+ `) });
  const name = (await bar.getAttribute('aria-label')) ?? '';
  return { bar, value: Number(/: (\d+) /.exec(name)?.[1]) };
};

const pagerTotal = async (page: Page) => Number(/of (\d+)/.exec((await page.getByText(/^Showing \d+–\d+ of \d+$/).textContent()) ?? '')?.[1]);

test('a student sees their seeded forms, their coming session and their timeline, and exports it', async ({ page }) => {
  await openDashboard(page, ROLE.student);
  const forms = page.getByRole('region', { name: 'Your forms' });
  await expect(forms.getByRole('link', { name: /^Enrolment/ })).toBeVisible();
  await expect(forms.getByRole('link', { name: /^Change of address/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Coming short courses' }).getByText('Provide Responsible Service of Alcohol')).toBeVisible();
  await expect(page.getByRole('region', { name: 'What is due' })).toBeVisible();
  // Staff parts are not theirs.
  await expect(page.getByRole('region', { name: 'Forms waiting for verification' })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await forms.getByRole('link', { name: 'Your timeline' }).click();
  await expect(page).toHaveURL(/\/timeline\?kind=form$/);
  const rows = page.getByRole('table', { name: 'Timeline' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Enrolment form of' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Ticket' })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\ufeffKind,Title,Status,Started,Link');
  expect(csv).toContain('Enrolment form of');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('an agent sees the students they filled forms in for, and all of them on their students page', async ({ page }) => {
  await openDashboard(page, ROLE.agent);
  const students = page.getByRole('region', { name: 'Your students' });
  await expect(students.getByText('Wei Zhang')).toBeVisible();
  await expect(students.getByText('Ana Souza')).toBeVisible();

  await students.getByRole('link', { name: 'All your students' }).click();
  await expect(page).toHaveURL('/agent-students');
  await expect(page.getByRole('heading', { level: 1, name: 'Your students' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Your students' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Wei Zhang' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Ana Souza' })).toHaveCount(1);
  expect(await pagerTotal(page)).toBeGreaterThanOrEqual(2);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('an admin’s figures open the lists they count: forms waiting by family and tickets by status', async ({ page }) => {
  test.slow();
  const asAdmin = await openDashboard(page, ROLE.admin);
  await expect(page.getByRole('region', { name: 'Users (' })).toHaveCount(0);
  // At least one open ticket, so that its list has a page to count.
  const categories = (await (await page.request.get('/api/ticket-categories?pagination=1', asAdmin)).json()) as { data: { id: string }[] };
  const raised = await page.request.post('/api/tickets', {
    ...asAdmin,
    multipart: { subject: `Projector in room 4 ${Date.now()}`, category_id: categories.data[0]!.id, message: 'It flickers.' },
  });
  expect(raised.status()).toBe(201);
  await page.reload();

  // Every family of spec §2 the admin works on, with nothing waiting as well: 17.
  await expect(page.getByRole('list', { name: 'Forms waiting, by family' }).getByRole('link')).toHaveCount(17);
  const { bar, value } = await barFigure(page, 'Forms waiting, by family', 'Complaints and appeals');
  expect(value).toBeGreaterThan(0); // the seed submits a complaint
  await bar.click();
  await expect(page).toHaveURL(/\/complaints-appeals\?status=submitted&verified=false$/);
  expect(await pagerTotal(page)).toBe(value);

  await page.goto('/dashboard');
  const tickets = page.getByRole('region', { name: 'Support tickets' });
  const figure = tickets.getByRole('link', { name: /^Open: \d+ / });
  const open = Number(/: (\d+)/.exec((await figure.getAttribute('aria-label')) ?? '')?.[1]);
  await figure.click();
  await expect(page).toHaveURL(/\/tickets\?status=open$/);
  expect(await pagerTotal(page)).toBe(open);
});

/**
 * A list's total against the figure that opened it. The other browser may register an account between the two reads,
 * so the total must lie between the figure before the list was read and the figure after (equal when nothing moved).
 */
const expectTotalBetween = (total: number, before: number, after: number) => {
  expect(total).toBeGreaterThanOrEqual(Math.min(before, after));
  expect(total).toBeLessThanOrEqual(Math.max(before, after));
};

test('a superadmin sees users by role, each opening the users of that role, and recent activity', async ({ page }) => {
  const asSuperadmin = await openDashboard(page, ROLE.superadmin);
  const activity = page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem');
  await expect(activity.first()).toBeVisible();
  // Each entry names who did it once (it read "Morgan Admissions Morgan Admissions replied."): an entry's first two
  // words, a name where its summary opens with one, are not said again.
  for (const entry of await activity.allInnerTexts()) {
    const opening = entry.split(/\s+/).slice(0, 2).join(' ');
    expect(entry.indexOf(opening, opening.length)).toBe(-1);
  }
  await expect(page.getByRole('region', { name: 'Short-course bookings' }).getByText(/^Paid in /)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  const { bar, value } = await barFigure(page, 'Users by role', 'Student');
  expect(value).toBeGreaterThanOrEqual(1);
  await bar.click();
  await expect(page).toHaveURL(/\/users\?role=Student$/);
  const total = await pagerTotal(page);
  const after = (await (await page.request.get('/api/dashboard', asSuperadmin)).json()) as {
    data: { users: { by_role: { role: string; count: number }[] } };
  };
  expectTotalBetween(total, value, after.data.users.by_role.find((r) => r.role === 'Student')!.count);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('an admin reads the trends, and each figure of a chart (and a click on it) opens exactly the records it counts', async ({ page }) => {
  await openDashboard(page, ROLE.admin);
  const trends = page.getByRole('region', { name: 'Trends' });
  const forms = trends.getByRole('region', { name: 'Forms by week' });
  await expect(forms.getByTestId('trend-canvas').locator('canvas')).toBeVisible();
  await expect(trends.getByRole('region', { name: 'Tickets by week' })).toBeVisible();
  await expect(trends.getByRole('region', { name: 'Paid by month' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A past week's figure: nothing counts into it any more while the test runs.
  await forms.getByText('The figures, each opening what it counts').click();
  const figures = forms.getByRole('row', { name: /^Submitted/ }).getByRole('link');
  const past = (await figures.allTextContents()).slice(0, -1).findIndex((text) => Number(text) > 0);
  expect(past).toBeGreaterThanOrEqual(0);
  const figure = figures.nth(past);
  const value = Number(await figure.textContent());
  await figure.click();
  await expect(page).toHaveURL(/\/trends\/forms-submitted\/\d{4}-\d{2}-\d{2}\?scope=all$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forms submitted: All families' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Forms submitted' }).getByRole('row')).toHaveCount(value + 1);
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Each row opens the form it counts.
  await page.getByRole('table', { name: 'Forms submitted' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/[a-z-]+\/[a-z0-9]+$/);

  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'Forms by week' }).getByTestId('trend-canvas').click();
  await expect(page).toHaveURL(/\/trends\/forms-(submitted|verified)\/\d{4}-\d{2}-\d{2}\?scope=all$/);

  await page.goto('/dashboard');
  await page
    .getByRole('region', { name: 'Short-course bookings' })
    .getByRole('link', { name: /^Paid in / })
    .click();
  await expect(page).toHaveURL(/\/trends\/payments\/\d{4}-\d{2}\?scope=all$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments: All short courses' })).toBeVisible();
});
