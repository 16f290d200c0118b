// Issue 7 §2: a change made in the portal reaches the pickers of other screens at once. The user forms'
// role picker used to keep the roles it had for five minutes, so a role just created was not offered.
import { expect, test } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { demoAccount, signInByApi } from './support/portal';
import { asSuperadmin } from './support/throwaway';

test("a role created on the roles screen is offered at once by the user form's role picker", async ({ page, request }) => {
  const admin = await asSuperadmin(request);
  const name = `Fresh picker ${Date.now().toString(36)}`;
  let createdId: string | undefined;
  try {
    // Prepare: the role picker has loaded its roles once in this tab.
    await signInByApi(page, demoAccount(ROLE.superadmin).email);
    await page.goto('/new-user');
    const rolePicker = page.getByRole('main').getByRole('textbox', { name: /^Role/ });
    await rolePicker.click();
    await expect(page.getByRole('option', { name: ROLE.agent, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // Act: a new role, in the same tab and without a reload.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Roles', exact: true }).click();
    await page.getByRole('link', { name: 'New role' }).click();
    await page.getByRole('textbox', { name: /^Role name/ }).fill(name);
    const saved = page.waitForResponse((res) => res.url().endsWith('/api/roles') && res.request().method() === 'POST');
    await page.getByRole('button', { name: 'Create role' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(201);
    createdId = ((await answer.json()) as { data: { id: string } }).data.id;
    await expect(page).toHaveURL('/roles');

    // Assess: back on the user form, the picker offers it.
    await menu.getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByRole('link', { name: 'New user' }).click();
    await rolePicker.click();
    await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
  } finally {
    if (createdId) await admin.deleteRole(createdId);
  }
});
