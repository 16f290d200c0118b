// The command palette: Ctrl-K from any signed-in screen, a student found by name and opened from the keyboard, a
// screen found by its name; a student's palette finds screens only; on a phone the header's search icon opens it.
import { expect, test } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { demoAccount, seriousAxeViolations, signInByApi } from './support/portal';

test('Student Support finds a student with Ctrl-K and opens their record from the keyboard', async ({ page }) => {
  test.slow();
  const student = demoAccount(ROLE.student);
  await signInByApi(page, demoAccount(ROLE.studentSupport).email);
  await page.goto('/tickets');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const box = dialog.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  await box.fill(student.name.split(' ')[0]!);
  const people = dialog.getByRole('group', { name: 'People' });
  const option = people.getByRole('option', { name: new RegExp(`^${student.name}, ${student.email}`) });
  await expect(option).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('quick-search.png') });

  // The arrows move the choice (the box keeps the focus, the option is its active descendant); Enter opens it.
  const options = dialog.getByRole('option');
  const index = (await options.allTextContents()).findIndex((text) => text.startsWith(student.name));
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/users\/[a-z0-9]+\/record$/);
  await expect(page.getByRole('heading', { level: 1, name: student.name })).toBeVisible();
  await expect(dialog).toBeHidden();

  // A screen by its name, from inside a text box too.
  await page.keyboard.press('Control+K');
  await box.fill('live ch');
  await dialog.getByRole('group', { name: 'Go to' }).getByRole('option', { name: 'Live chat' }).click();
  await expect(page).toHaveURL(/\/chat$/);
});

test('a student’s palette finds screens, not other people; a phone opens it from the header', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, demoAccount(ROLE.student).email);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox', { name: 'Search' }).fill('Jordan');
  await expect(dialog.getByRole('status')).toHaveText('Nothing found for “Jordan”.');
  await dialog.getByRole('combobox', { name: 'Search' }).fill('profile');
  await expect(dialog.getByRole('group', { name: 'Go to' }).getByRole('option', { name: 'My profile' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('quick-search-phone.png') });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('what is typed at once after Ctrl-K, before the box has the focus, is searched for whole', async ({ page }) => {
  await signInByApi(page, demoAccount(ROLE.admissions).email);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // No wait between the shortcut and the typing: the keys land while the palette is still opening.
  await page.keyboard.press('Control+K');
  await page.keyboard.type('student');
  const box = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search' });
  await expect(box).toHaveValue('student');
  await expect(box).toBeFocused();
  // Typing as it opens again starts a new search; the last one is not run on.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+K');
  await page.keyboard.type('admin');
  await expect(box).toHaveValue('admin');
});
