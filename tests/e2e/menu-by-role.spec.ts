// Each demo role signs in and sees exactly the side menu the screen table grants it (spec §6), then
// lands somewhere useful. The expectation is computed from the role and permissions the server
// answered to this very sign-in, so it holds whatever the permission settings are at the time.
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '@infra/local/demo-accounts';
import { primaryRole, ROLE } from '@shared/permissions';
import { landingPathFor } from '@shared/public-screens';
import { menuFor } from '@shared/screens';
import { sideMenuLinks, signInFromHome } from './support/portal';

for (const account of DEMO_ACCOUNTS) {
  test(`${account.role} sees exactly the permitted menu and is greeted on landing`, async ({ page }, testInfo) => {
    const answer = await signInFromHome(page, account.email);
    const role = primaryRole(answer.user.roles);
    expect(role).toBe(account.role);

    await expect(page).toHaveURL(landingPathFor(role, answer.permissions));
    const firstName = account.name.split(' ')[0]!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^Good (morning|afternoon|evening), ${firstName}$`));

    const expected = menuFor(role, answer.permissions).map((item) => item.label);
    await expect(sideMenuLinks(page)).toHaveCount(expected.length);
    // The menu groups entries (Main, Administration, Student forms); which entries show is what matters here.
    const names = await sideMenuLinks(page).evaluateAll((links) =>
      links.map((a) => a.getAttribute('aria-label') ?? (a as HTMLElement).innerText.trim()),
    );
    expect(names.sort()).toEqual([...expected].sort());
    await page.screenshot({ path: testInfo.outputPath('landing.png'), fullPage: true });
  });
}

test("the account menu opens one's own notifications and timeline", async ({ page }) => {
  const account = DEMO_ACCOUNTS.find((a) => a.role === ROLE.trainer)!;
  await signInFromHome(page, account.email);
  const accountMenu = page.getByRole('button', { name: `Account menu for ${account.name}` });
  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'My timeline' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My timeline' })).toBeVisible();
});
