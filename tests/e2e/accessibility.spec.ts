// Issue 2 §7: the pages built so far have no serious or critical axe violation. A failure lists each
// violation with the elements it found, so the page's owner can go straight to the fix.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { demoAccount, signInByApi } from './support/portal';

interface AuditedPage {
  path: string;
  /** The level-one heading that says the page has rendered its content, not a loader. */
  heading: string | RegExp;
  signedIn: boolean;
  /** Hundreds of controls: axe needs up to a minute for them on a busy machine. */
  large?: boolean;
}

const PAGES: AuditedPage[] = [
  { path: '/', heading: /^Welcome to the /, signedIn: false },
  { path: '/login', heading: 'Sign in', signedIn: false },
  { path: '/register', heading: 'Create an account', signedIn: false },
  { path: '/forgot-password', heading: 'Forgot your password?', signedIn: false },
  { path: '/no-such-page', heading: 'Page not found', signedIn: false },
  { path: '/dashboard', heading: /^Good (morning|afternoon|evening), /, signedIn: true },
  { path: '/profile', heading: 'My profile', signedIn: true },
  { path: '/users', heading: 'Users', signedIn: true },
  { path: '/roles', heading: 'Roles', signedIn: true },
  { path: '/ticket-categories', heading: 'Ticket categories', signedIn: true },
  { path: '/permission-settings', heading: 'Permission settings', signedIn: true, large: true },
];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Waits until the page's data has arrived: no busy region and no loader left. */
const settled = async (page: Page) => {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
};

for (const audited of PAGES) {
  test(`${audited.path} has no serious or critical accessibility violation`, async ({ page }, testInfo) => {
    if (audited.large) test.setTimeout(120_000);
    if (audited.signedIn) await signInByApi(page, demoAccount(ROLE.superadmin).email);
    await page.goto(audited.path);
    await expect(page.getByRole('heading', { level: 1, name: audited.heading })).toBeVisible();
    await settled(page);

    const results = await new AxeBuilder({ page }).analyze();
    await testInfo.attach('axe-results', { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });

    const blocking = results.violations
      .filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''))
      .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
    expect(blocking).toEqual([]);
  });
}

// The keyboard's way round the frame (WCAG 2.4.1, 2.4.7): the first Tab offers to skip the header and the menu, and a
// focused field shows a ring, not only its border's colour.
for (const signedIn of [false, true]) {
  test(`the first Tab ${signedIn ? 'of the signed-in frame' : 'of a public page'} skips to the content, and a focused field shows a ring`, async ({
    page,
  }) => {
    if (signedIn) await signInByApi(page, demoAccount(ROLE.superadmin).email);
    await page.goto(signedIn ? '/users' : '/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to the content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    // The next Tab lands inside the page, past the header and the menu.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('main-content')!.contains(document.activeElement))).toBe(true);

    const field = page.getByRole('textbox').first();
    await field.focus();
    const outline = await field.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe('solid');
  });
}
