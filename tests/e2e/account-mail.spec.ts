// The account flows that go through e-mail (spec §7): the links come from the SES emulator's store,
// exactly as a person would take them from their inbox.
import { expect, test, type Locator } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { linkInMail, submitSignIn, uniqueEmail } from './support/portal';

const fillNewPassword = async (form: Locator, password: string) => {
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await form.getByRole('textbox', { name: 'Repeat the new password' }).fill(password);
};

test('registering sends a verification mail whose link verifies the address', async ({ page }) => {
  const email = uniqueEmail('register');
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByRole('textbox', { name: 'Full name' }).fill('Robin Newcomer');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await fillNewPassword(form, 'First-steps-2026');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();

  await page.goto(await linkInMail(email, /^Verify your e-mail/));

  await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail is verified' })).toBeVisible();
});

test('a forgotten password is reset through the mailed link and the new one signs in', async ({ page }) => {
  // A throwaway student: changing a demo account's password would break the tests running beside this one.
  const email = uniqueEmail('forgot');
  const oldPassword = 'Old-password-2026';
  const newPassword = 'New-password-2026';
  const registered = await page.request.post('/api/register', {
    data: { name: 'Kim Forgetful', email, password: oldPassword, password_confirmation: oldPassword },
  });
  expect(registered.status()).toBe(202);

  await page.goto('/forgot-password');
  const request = page.getByRole('form', { name: 'Request a password reset link' });
  await request.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await request.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for this e-mail');

  await page.goto(await linkInMail(email, /^Reset your/));
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await expect(reset.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await fillNewPassword(reset, newPassword);
  await reset.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password is changed' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign in with the new password' }).click();
  await expect(page).toHaveURL('/login');
  const answer = await submitSignIn(page, email, newPassword);
  expect(answer.user.roles[0]?.name).toBe(ROLE.student);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good (morning|afternoon|evening), Kim$/);

  const withOldPassword = await page.request.post('/api/login', { data: { email, password: oldPassword } });
  expect(withOldPassword.status()).toBe(401);
});
