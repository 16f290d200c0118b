// A walk of the roles' menus as their demo accounts: each entry opens its screen (its level-one heading, nothing left
// loading) and axe finds no serious or critical violation there. The Superadmin's menu holds every entry of the
// others' (so every menu screen is walked at least once at desktop width), and a student's and an agent's screens, the
// ones that differ most from staff's, are walked on a phone (where nothing may be wider than the screen).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '@infra/local/demo-accounts';
import { DEFAULT_ROLE_PERMISSIONS, ROLE } from '@shared/permissions';
import { menuFor } from '@shared/screens';
import { signInByApi } from './support/portal';

const PHONE = { width: 390, height: 844 };

// The student's screens at desktop width are the Superadmin's screens at desktop width and the student's on a phone,
// both walked: not walked a third time.
const WALKS = [
  { role: ROLE.superadmin, phone: false },
  { role: ROLE.student, phone: true },
  { role: ROLE.agent, phone: true },
];

/** Every menu entry's screen has loaded: its heading is there, and nothing is busy or spinning. */
const settled = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
};

for (const { role, phone } of WALKS) {
  test(`${role}'s menu, ${phone ? 'on a phone' : 'at desktop width'}: every screen opens with no serious or critical axe violation`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    if (phone) await page.setViewportSize(PHONE);
    const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
    await signInByApi(page, account.email);
    const found: { path: string; rule: string; targets: string[] }[] = [];
    for (const { path } of menuFor(role, DEFAULT_ROLE_PERMISSIONS[role] ?? [])) {
      await page.goto(path);
      await settled(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
        found.push({ path, rule: v.id, targets: v.nodes.map((n) => n.target.join(' ')) });
      }
      if (!phone) continue;
      // A phone shows no sideways scroll: nothing wider than the screen.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.width) found.push({ path, rule: 'wider than the phone', targets: [`${width}px`] });
    }
    await testInfo.attach('violations', { body: JSON.stringify(found, null, 2), contentType: 'application/json' });
    expect(found).toEqual([]);
  });
}
