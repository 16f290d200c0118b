// Spec §2: a visitor who opens a protected screen signed out is sent to sign in, then brought back.
import { expect, test } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { demoAccount, signInForm, submitSignIn } from './support/portal';

test('a signed-out visit to /users signs in at / and returns to /users', async ({ page }) => {
  await page.goto('/users');
  await expect(page).toHaveURL('/');
  await expect(signInForm(page)).toBeVisible();

  await submitSignIn(page, demoAccount(ROLE.superadmin).email);

  await expect(page).toHaveURL('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
});
