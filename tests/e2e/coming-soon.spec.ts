// Issue 7 §3: capabilities not built yet do not read as live. Their dashboard cards sit under "Coming
// soon" and lead nowhere; their menu entries carry a "Soon" badge and open a page that says so.
import { expect, test } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { demoAccount, seriousAxeViolations, sideMenuLinks, signInByApi } from './support/portal';

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`on a ${viewport.name}, a Student's dashboard keeps unbuilt capabilities apart and unclickable`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInByApi(page, demoAccount(ROLE.student).email);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good (morning|afternoon|evening)/);

    const live = page.getByRole('region', { name: 'Where to next' });
    await expect(live.getByRole('link', { name: /My profile/ })).toBeVisible();
    // Support tickets (issue 9) and short courses (issue 10) are built: their cards lead to their lists.
    await expect(live.getByRole('link', { name: /Support tickets/ })).toBeVisible();
    await expect(live.getByRole('link', { name: /Short courses/ })).toBeVisible();

    const coming = page.getByRole('region', { name: 'Coming soon' });
    for (const unbuilt of ['Live chat']) {
      const card = coming.getByRole('listitem').filter({ hasText: unbuilt });
      await expect(card).toBeVisible();
      await expect(card.getByText('Coming soon')).toBeVisible();
      await expect(card.getByRole('link')).toHaveCount(0);
    }
    // Student forms are built (issue 8): their cards lead to the families' lists, none is coming.
    await expect(coming.getByText('Student forms')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Student forms' }).getByRole('link', { name: /^Application/ })).toBeVisible();
    // No card anywhere on the page leads to a screen that is not built.
    await expect(page.getByRole('main').getByRole('link', { name: /Live chat/ })).toHaveCount(0);
    // The quieter look of the coming cards and menu entries still reads at AA contrast.
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${viewport.name}.png`), fullPage: true });
  });
}

test('an unbuilt menu entry says it is coming and opens a page that says so', async ({ page }, testInfo) => {
  await signInByApi(page, demoAccount(ROLE.student).email);
  await page.goto('/dashboard');
  await expect(sideMenuLinks(page).filter({ hasText: /^My profile$/ })).toBeVisible();

  const chat = page.getByRole('link', { name: 'Live chat, coming soon', exact: true });
  await expect(chat).toBeVisible();
  await expect(chat.getByText('Soon', { exact: true })).toBeVisible();
  // Student forms are built (issue 8): their entries are live, with no "Soon" badge.
  const application = sideMenuLinks(page).filter({ hasText: /^Application$/ });
  await expect(application).toBeVisible();
  await expect(page.getByRole('link', { name: 'Application, coming soon', exact: true })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('menu-desktop.png') });

  await chat.click();
  await expect(page).toHaveURL('/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Live chat' })).toBeVisible();
  await expect(page.getByText('Coming soon', { exact: true })).toBeVisible();
});
