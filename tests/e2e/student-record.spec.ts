// The student record: Student Support opens a student from the users list, reads their forms and bookings a kind at
// a time, and keeps a note for the next member of staff; the student cannot open their own record.
import { expect, test } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { demoAccount, seriousAxeViolations, signInByApi } from './support/portal';

test('Student Support opens a student from the users list, reads their records and keeps a note', async ({ page }) => {
  test.slow();
  const student = demoAccount(ROLE.student);
  await signInByApi(page, demoAccount(ROLE.studentSupport).email);
  await page.goto(`/users?search=${encodeURIComponent(student.email)}`);
  await page.getByRole('link', { name: student.name }).first().click();

  await expect(page.getByRole('heading', { level: 1, name: student.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Who they are' })).toContainText(student.email);
  // The seeded student started an enrolment, which Student Support does not check: their record does not list it, not
  // even by its title (a record lists what its reader may open).
  const tabs = page.getByRole('tablist', { name: `${student.name}'s records` });
  await expect(tabs.getByRole('tab', { name: /^Forms \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: /^Forms/ })).not.toContainText('Enrolment form of');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Bookings, in the address so a link opens the same view.
  await tabs.getByRole('tab', { name: /^Bookings/ }).click();
  await expect(page).toHaveURL(/tab=order/);

  // A note, kept for the next member of staff: plain text, newest first, with its author.
  await tabs.getByRole('tab', { name: 'Staff notes' }).click();
  const note = `Rang about the March intake ${Date.now().toString(36)}; <b>will apply</b> next week.`;
  await page.getByRole('textbox', { name: /^New note/ }).fill(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  const notes = page.getByRole('list', { name: 'Staff notes' });
  await expect(notes.getByRole('listitem').first()).toContainText(note);
  await expect(notes.getByRole('listitem').first()).toContainText(demoAccount(ROLE.studentSupport).name);
  await expect(page.getByRole('textbox', { name: /^New note/ })).toHaveValue('');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('student-record-notes.png'), fullPage: true });
});

test('a student cannot open their own record, and a phone reads it in one column', async ({ page }) => {
  test.slow();
  const { user } = await signInByApi(page, demoAccount(ROLE.student).email);
  await page.goto(`/users/${user.id}/record`);
  await expect(page.getByRole('heading', { level: 1, name: demoAccount(ROLE.student).name })).toBeHidden();
  await expect(page.getByText('You do not have access to this page')).toBeVisible();

  // Staff on a phone: the tabs scroll, the lists are cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, demoAccount(ROLE.admissions).email);
  await page.goto(`/users/${user.id}/record?tab=form`);
  await expect(page.getByRole('list', { name: `${demoAccount(ROLE.student).name}'s forms` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('student-record-phone.png'), fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('the Admin reads a student’s documents on their record and opens one', async ({ page, context }) => {
  test.slow();
  // A seeded student whose submitted credit transfer holds the documents its answers required.
  const email = 'liam.oconnor@example.com';
  await signInByApi(page, demoAccount(ROLE.admin).email);
  await page.goto(`/users?search=${encodeURIComponent(email)}`);
  const link = page.getByRole('link', { name: /Liam/ }).first();
  const name = (await link.textContent())!.trim();
  await link.click();
  const tabs = page.getByRole('tablist', { name: `${name}'s records` });
  await tabs.getByRole('tab', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/tab=documents/);
  const documents = page.getByRole('table', { name: `${name}'s documents` });
  await expect(documents.getByRole('row').nth(1)).toContainText('Credit transfer form');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('student-record-documents.png'), fullPage: true });
  // A file opens through the short-lived link its form's own download call gives, after checking who asks.
  const answered = page.waitForResponse((res) => /\/api\/form\/[a-z0-9]+\/files\//.test(res.url()));
  const opened = context.waitForEvent('page');
  await documents
    .getByRole('button', { name: /^Download / })
    .first()
    .click();
  expect((await answered).status()).toBe(200);
  await (await opened).close();
});

test('the Admin goes from a family’s list and from a form to the record of the student it is about', async ({ page }) => {
  const student = demoAccount(ROLE.student);
  await signInByApi(page, demoAccount(ROLE.admin).email);
  await page.goto(`/enrollment?search=${encodeURIComponent(student.email)}`);
  await page.getByRole('row').filter({ hasText: student.name }).first().getByRole('link', { name: 'Student record' }).click();
  await expect(page).toHaveURL(/\/users\/[a-z0-9-]+\/record/);
  await expect(page.getByRole('heading', { level: 1, name: student.name })).toBeVisible();

  await page.goBack();
  await page.getByRole('link', { name: student.name }).first().click();
  await expect(page).toHaveURL(/\/enrollment\/[a-z0-9]+$/);
  await page.getByRole('link', { name: student.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: student.name })).toBeVisible();
});
