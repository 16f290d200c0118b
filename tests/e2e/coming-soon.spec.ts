// Issue 7 §3: capabilities not built yet do not read as live. Since issue 11 every menu entry is built, so the
// dashboard has no "Coming soon" cards; since issue 12 no screen is still to come.
import { expect, test } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { demoAccount, seriousAxeViolations, sideMenuLinks, signInByApi } from './support/portal';

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`on a ${viewport.name}, a Student's dashboard leads to every capability in their menu, none of them coming`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInByApi(page, demoAccount(ROLE.student).email);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good (morning|afternoon|evening)/);

    const live = page.getByRole('region', { name: 'Where to next' });
    for (const capability of [/My profile/, /Support tickets/, /Short courses/, /Live chat/]) {
      await expect(live.getByRole('link', { name: capability })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Coming soon' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Student forms' }).getByRole('link', { name: /^Application/ })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${viewport.name}.png`), fullPage: true });
  });
}

test('no menu entry is marked coming, and the last screen that was (notifications) is live', async ({ page }) => {
  await signInByApi(page, demoAccount(ROLE.student).email);
  await page.goto('/dashboard');
  await expect(sideMenuLinks(page).filter({ hasText: /^Live chat$/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByText('Soon', { exact: true })).toHaveCount(0);

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('Coming soon', { exact: true })).toHaveCount(0);
});
