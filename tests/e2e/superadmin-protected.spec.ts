// Issue 7 §3: an Admin is offered only what the server allows them. A Superadmin's account and the
// Superadmin role are a Superadmin's to manage (functions/users refuses the rest with 403), so the
// screens hide those actions and say why instead of failing after a confirmation.
import { expect, test, type Page } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { demoAccount, seriousAxeViolations, signInByApi } from './support/portal';

const REASON = 'Only a Superadmin can manage Superadmin accounts.';

/** The id of a demo account, looked up through the API as the signed-in page's user. */
const idOf = async (page: Page, token: string, role: string): Promise<string> => {
  const res = await page.request.get(`/api/users?search=${encodeURIComponent(demoAccount(role).email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { id: string }[] }).data[0]!.id;
};

const openActions = async (page: Page, role: string) => {
  await page.getByRole('button', { name: `Actions for ${demoAccount(role).name}` }).click();
  return page.getByRole('menu');
};

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('an Admin is offered no edit, password, verification or delete on a Superadmin, and is told why', async ({ page }, testInfo) => {
      await signInByApi(page, demoAccount(ROLE.admin).email);
      await page.goto('/users?pagination=100');
      await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

      const menu = await openActions(page, ROLE.superadmin);
      await expect(menu.getByText(REASON)).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'View details' })).toBeVisible();
      for (const refused of [/^Edit details/, /^Change password/, /^Mark as (un)?verified/, /^Delete/]) {
        await expect(menu.getByRole('menuitem', { name: refused })).toHaveCount(0);
      }
      await page.screenshot({ path: testInfo.outputPath(`superadmin-row-${viewport.name}.png`) });
      await page.keyboard.press('Escape');

      // Everyone else's account stays the Admin's to manage.
      const agentMenu = await openActions(page, ROLE.agent);
      for (const offered of ['Edit details', 'Change password', 'Mark as unverified', 'Delete user']) {
        await expect(agentMenu.getByRole('menuitem', { name: offered })).toBeEnabled();
      }
      await expect(agentMenu.getByText(REASON)).toHaveCount(0);
    });
  });
}

test('an Admin opening a Superadmin by address sees their details read-only, with the reason, and no password form', async ({ page }, testInfo) => {
  const { access_token: token } = await signInByApi(page, demoAccount(ROLE.admin).email);
  const superadminId = await idOf(page, token, ROLE.superadmin);

  await page.goto(`/users/update/${superadminId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'User details' })).toBeVisible();
  await expect(page.getByText(REASON)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Mark as (un)?verified/ })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('superadmin-details.png'), fullPage: true });

  await page.goto(`/users/change-password/${superadminId}`);
  await expect(page.getByText(REASON)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set password' })).toHaveCount(0);
});

test('the role picker of the user forms offers an Admin no Superadmin role, and says why', async ({ page }, testInfo) => {
  await signInByApi(page, demoAccount(ROLE.admin).email);
  await page.goto('/new-user');
  await expect(page.getByRole('heading', { level: 1, name: 'New user' })).toBeVisible();
  await expect(page.getByText('Only a Superadmin can give the Superadmin role.')).toBeVisible();
  await page.getByRole('textbox', { name: /^Role/ }).click();
  await expect(page.getByRole('option', { name: ROLE.agent, exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: ROLE.superadmin, exact: true })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('role-picker.png') });
});

test('a Superadmin may still give the Superadmin role', async ({ page }) => {
  await signInByApi(page, demoAccount(ROLE.superadmin).email);
  await page.goto('/new-user');
  await page.getByRole('textbox', { name: /^Role/ }).click();
  await expect(page.getByRole('option', { name: ROLE.superadmin, exact: true })).toBeVisible();
  await expect(page.getByText('Only a Superadmin can give the Superadmin role.')).toHaveCount(0);
});
