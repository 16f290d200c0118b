// Spec §7: signing out revokes the token on the server at once, not only in this browser.
import { expect, test } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { demoAccount, signInForm, signInFromHome, storedToken } from './support/portal';

test('signing out forgets the token here and the server refuses it afterwards', async ({ page }) => {
  const account = demoAccount(ROLE.student);
  await signInFromHome(page, account.email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good (morning|afternoon|evening)/);
  const token = await storedToken(page);
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: `Account menu for ${account.name}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();

  await expect(page).toHaveURL('/');
  await expect(signInForm(page)).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  const withOldToken = await page.request.post('/api/get-user', { headers: { authorization: `Bearer ${token}` } });
  expect(withOldToken.status()).toBe(401);
});
