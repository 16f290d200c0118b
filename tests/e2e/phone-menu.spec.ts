// Issue 2 §6: usable on a phone. Below the `sm` breakpoint the side menu hides behind the burger.
import { expect, test } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { demoAccount, sideMenuLinks, signInByApi } from './support/portal';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone the menu opens from the burger and closes after picking an entry', async ({ page }, testInfo) => {
  await signInByApi(page, demoAccount(ROLE.student).email);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good (morning|afternoon|evening)/);
  const profileEntry = sideMenuLinks(page).filter({ hasText: /^My profile$/ });
  // The collapsed navbar is moved off-screen, not removed, so "in the viewport" is what a person sees.
  await expect(profileEntry).not.toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('phone-dashboard.png') });

  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(profileEntry).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('phone-menu-open.png') });

  await profileEntry.click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(profileEntry).not.toBeInViewport();
});
