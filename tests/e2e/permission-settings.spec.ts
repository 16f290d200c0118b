// Issue 2 §5: a Superadmin's change in the permission matrix changes what a role sees. Granting Agent
// the users menu shows them Users; revoking it takes it away again.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PERMISSION_CATALOGUE, ROLE } from '@shared/permissions';
import { DEMO_PASSWORD } from '@infra/local/demo-accounts';
import { demoAccount, signInByApi, sideMenuLinks } from './support/portal';

const GRANTS = ['menu-user', 'list-user'];

const descriptionOf = (name: string): string => {
  const permission = PERMISSION_CATALOGUE.flatMap((g) => g.permissions).find((p) => p.name === name);
  if (!permission) throw new Error(`${name} is not in the permission catalogue`);
  return permission.description;
};

/** Ticks or clears the Agent box of one permission and waits for the server to accept the change. */
const setAgentBox = async (page: Page, permission: string, granted: boolean) => {
  const box = page.getByRole('checkbox', { name: `${ROLE.agent}: ${descriptionOf(permission)}`, exact: true });
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/permission-settings') && res.request().method() === 'PUT');
  // check() also asserts that the box flips at once, as a person expects of a click.
  await (granted ? box.check() : box.uncheck());
  expect((await saved).status()).toBe(200);
  await expect(box).toBeChecked({ checked: granted });
};

/** A fresh Agent sign-in in a browser context of its own, on the dashboard. */
const openAgentDashboard = async (browser: Browser): Promise<Page> => {
  const page = await (await browser.newContext()).newPage();
  await signInByApi(page, demoAccount(ROLE.agent).email);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good (morning|afternoon|evening)/);
  return page;
};

// Only the test that changes Agent undoes it: an `afterAll` of the whole file would also run in the other worker, as
// soon as its own test ended, and revoke the grants while this test still needed them.
test.describe('a change of what Agent holds', () => {
  // Whatever happens in the test, the other tests must find Agent as seeded. A hook of its own, so the
  // revocation still runs when the test itself ran out of time.
  test.afterAll(async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const login = await api.post('/api/login', { data: { email: demoAccount(ROLE.superadmin).email, password: DEMO_PASSWORD } });
    const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
    const settings = await (await api.get('/api/permission-settings', { headers })).json();
    const agent = (settings.data.roles as { id: string; name: string }[]).find((r) => r.name === ROLE.agent)!;
    for (const permission of GRANTS) {
      await api.put('/api/permission-settings', { headers, data: { role_id: agent.id, permission, granted: false } });
    }
    await api.dispose();
  });

  test('granting and revoking the users menu for Agent shows and hides Users in their menu', async ({ page, browser }) => {
    // Two sessions and a matrix of several hundred boxes that re-renders on every tick: slow on a busy machine.
    test.slow();
    await signInByApi(page, demoAccount(ROLE.superadmin).email);
    await page.goto('/permission-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Permission settings' })).toBeVisible();
    // As a person would: narrow the matrix to the users area first.
    await page.getByRole('searchbox', { name: 'Find a permission' }).fill('users');
    await expect(page.getByRole('checkbox', { name: `${ROLE.agent}: ${descriptionOf('view-dashboard')}` })).toHaveCount(0);

    for (const permission of GRANTS) await setAgentBox(page, permission, true);

    const agent = await openAgentDashboard(browser);
    const usersEntry = sideMenuLinks(agent).filter({ hasText: /^Users$/ });
    await usersEntry.click();
    await expect(agent.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

    for (const permission of GRANTS) await setAgentBox(page, permission, false);

    await agent.reload();
    await expect(agent.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
    await expect(usersEntry).toHaveCount(0);
  });
});

test('on a phone the matrix says its other roles are a swipe away; a desktop shows them all without the cue', async ({ page }) => {
  await signInByApi(page, demoAccount(ROLE.superadmin).email);
  await page.goto('/permission-settings');
  const matrix = page.getByRole('region', { name: 'Permission matrix, scrollable' });
  await expect(matrix).toBeVisible();
  const cue = page.getByText(/^\d+ roles: swipe the table sideways to see each one\.$/);
  await expect(cue).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(cue).toBeVisible();
  // The cue is true: the matrix is wider than its box.
  expect(await matrix.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
});
