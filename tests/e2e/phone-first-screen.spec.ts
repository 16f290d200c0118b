// Issue 7 §3: on a phone (390×844) the first screen of the home page offers both ways in, and the
// Courses page keeps its filters behind one button so the list starts near the top.
import { expect, test } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { demoAccount, signInByApi } from './support/portal';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the home page shows "Create account" and "Sign in" without scrolling', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to the / })).toBeVisible();
  const main = page.getByRole('main');
  const create = main.getByRole('link', { name: 'Create account', exact: true });
  const signIn = main.getByRole('button', { name: 'Sign in', exact: true }).first();
  await expect(create).toBeInViewport({ ratio: 1 });
  await expect(signIn).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: testInfo.outputPath('home-phone.png') });

  // "Sign in" takes the visitor to the form, ready to type.
  await signIn.click();
  const email = page.getByRole('form', { name: 'Sign in' }).getByRole('textbox', { name: 'E-mail' });
  await expect(email).toBeFocused();
  await expect(email).toBeInViewport();

  await create.scrollIntoViewIfNeeded();
  await create.click();
  await expect(page).toHaveURL('/register');
});

test('the Courses page keeps its filters behind a "Filters" button on a phone', async ({ page }, testInfo) => {
  await signInByApi(page, demoAccount(ROLE.admin).email);
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(page.getByRole('textbox', { name: 'AQF level' })).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Location' })).toBeHidden();
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  // The search stays at hand, and the first course is on the first screen.
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Courses' }).getByRole('listitem').first()).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('courses-phone.png') });

  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('textbox', { name: 'AQF level' }).click();
  await page.getByRole('option', { name: 'Diploma', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Filters (1 on)' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('courses-phone-filters.png') });
  await expect(page.getByRole('list', { name: 'Courses' }).getByRole('listitem').first()).toContainText('Diploma');
});

test('at the bottom of a public page the chat button leaves the footer’s link uncovered', async ({ page }) => {
  await page.goto('/login');
  const reset = page.getByRole('contentinfo').getByRole('link', { name: 'Reset your password' });
  await reset.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const link = (await reset.boundingBox())!;
  const chat = (await page.getByRole('button', { name: 'Chat with us' }).boundingBox())!;
  const overlaps = link.x < chat.x + chat.width && chat.x < link.x + link.width && link.y < chat.y + chat.height && chat.y < link.y + link.height;
  expect(overlaps).toBe(false);
  // And a tap on it lands on it, not on the button.
  await reset.tap();
  await expect(page).toHaveURL('/forgot-password');
});
