// The built SPA runs under its Content-Security-Policy (infra/lib/security-headers.ts: `script-src 'self'`,
// no inline script) without a single violation: every public page, then every screen of the screen
// table as the demo Superadmin, who may open them all. Violations are recorded from the page itself
// (securitypolicyviolation events) and from the browser's console. The signed-in screens are reached as the menu
// reaches them, inside the running SPA (each screen's chunks, styles and data load; the document stays), and each
// address is asked for its document too, to check the policy it comes with.
import { expect, test, type Page } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { SCREENS, type Screen } from '@shared/screens';
import { demoAccount, signInByApi, signInFromHome } from './support/portal';

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
}

/** Records every CSP violation and CSP or Permissions-Policy console message of the page, across navigations. */
const recordViolations = async (page: Page) => {
  const violations: (Violation | string)[] = [];
  await page.exposeFunction('reportCspViolation', (violation: Violation) => violations.push(violation));
  // Added through the DevTools protocol, so it runs in every new document before the SPA, whatever the CSP says.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (v: Violation) => void }).reportCspViolation;
      void report({
        page: location.pathname,
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: e.sourceFile,
        line: e.lineNumber,
        sample: e.sample,
      });
    });
  });
  page.on('console', (message) => {
    if (/content.security.policy|permissions.policy/i.test(message.text())) violations.push(`${message.type()}: ${message.text()}`);
  });
  return violations;
};

/** Waits until the page shows its heading and has its data: no busy region and no loader left. */
const settled = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
};

/** Opens a path with a full page load and checks the document came with the policy under test. */
const visit = async (page: Page, path: string) => {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], `the CSP of ${path}`).toMatch(/script-src 'self';/);
  await settled(page);
};

/** Opens a path inside the running SPA, as a menu link does, once the document for that address has been checked. */
const navigateInApp = async (page: Page, path: string) => {
  const document = await page.request.get(path);
  expect(document.headers()['content-security-policy'], `the CSP of ${path}`).toMatch(/script-src 'self';/);
  await page.evaluate((to) => {
    // The headings of the screen being left are marked, so the next screen's own heading is what is waited for.
    for (const heading of window.document.querySelectorAll('h1')) heading.dataset.left = '';
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
  await expect(page.locator('h1:not([data-left])').first()).toBeVisible();
  await settled(page);
};

interface Ids {
  user: string;
  role: string;
  course: string;
}

/** A concrete path of a screen: each parameter filled with a record that exists where one is at hand. */
const concretePath = (screen: Screen, ids: Ids): string =>
  screen.path.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'token') return 'not-a-real-token';
    if (name === 'userId' || screen.path.startsWith('/users/') || screen.path.startsWith('/user') || screen.path.startsWith('/trainer/'))
      return ids.user;
    if (screen.path.startsWith('/roles/')) return ids.role;
    if (screen.path.startsWith('/course/') || screen.path === '/courses/:id') return ids.course;
    return '1';
  });

const firstId = async (page: Page, token: string, path: string): Promise<string> => {
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: { id: string }[] }).data[0]!.id;
};

const USER_SCREENS = SCREENS.filter((s) => s.auth === 'user');
// Screens in batches, so the two browsers share the walk; each batch signs in on its own.
const BATCH = 15;
const batches = Array.from({ length: Math.ceil(USER_SCREENS.length / BATCH) }, (_, i) => USER_SCREENS.slice(i * BATCH, (i + 1) * BATCH));

test('the violation recorder sees an inline script the policy blocks', async ({ page }) => {
  // Prepare
  const violations = await recordViolations(page);
  await visit(page, '/login');
  // Act: what an injected script would look like
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  // Assess
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});

test('the public pages and signing in run without a CSP violation', async ({ page }) => {
  // Prepare
  const violations = await recordViolations(page);
  const publicPaths = SCREENS.filter((s) => s.auth === 'public' && s.page !== 'logout').map((s) =>
    concretePath(s, { user: '1', role: '1', course: '1' }),
  );
  // Act
  for (const path of [...publicPaths, '/no-such-page']) await visit(page, path);
  await signInFromHome(page, demoAccount(ROLE.superadmin).email);
  await settled(page);
  await page.goto('/logout');
  await expect(page).toHaveURL('/');
  await settled(page);
  // Assess
  expect(violations).toEqual([]);
});

for (const [index, batch] of batches.entries()) {
  test(`screens ${index * BATCH + 1}–${index * BATCH + batch.length} of ${USER_SCREENS.length} run for the Superadmin without a CSP violation`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Prepare
    const violations = await recordViolations(page);
    const { access_token: token, user } = await signInByApi(page, demoAccount(ROLE.superadmin).email);
    const ids: Ids = { user: user.id, role: await firstId(page, token, '/api/roles'), course: await firstId(page, token, '/api/course') };
    // Act: a screen drawn by the same page as the one before is loaded afresh (React would keep the page's headings)
    let previous: Screen | undefined;
    for (const screen of batch) {
      const path = concretePath(screen, ids);
      if (!previous || previous.page === screen.page) await visit(page, path);
      else await navigateInApp(page, path);
      previous = screen;
    }
    // Assess
    expect(violations).toEqual([]);
  });
}
