// Issue 7 §3: a session that ends while someone edits (signed out elsewhere, expired) no longer drops them
// on the home page with the edit lost: "Your session ended" asks them to sign in again where they are, and
// the save that was refused goes through afterwards.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@infra/local/demo-accounts';
import { signInByApi, signInForm, storedToken, submitSignIn } from './support/portal';
import { asSuperadmin, profileWith, type ThrowawayUser } from './support/throwaway';
import { field, stepHeading } from './support/wizard';

let admin: Awaited<ReturnType<typeof asSuperadmin>>;
let person: ThrowawayUser;

test.beforeEach(async ({ request }) => {
  admin = await asSuperadmin(request);
  person = await admin.createUser('session');
});

test.afterEach(async () => {
  await admin.deleteUser(person.id);
});

/**
 * Signs in as the test's own account, opens its profile and types a new name without saving. With
 * `quietSocket` the page's socket reaches no server, as when it is down: only a refused call can then tell
 * that the session ended.
 */
const startEditingName = async (page: Page, newName: string, { quietSocket = true } = {}) => {
  if (quietSocket)
    await page.routeWebSocket(
      () => true,
      () => undefined,
    );
  const { access_token: token } = await signInByApi(page, person.email);
  await page.goto('/profile');
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByRole('textbox', { name: /^Full name/ }).fill(newName);
  return { token, details };
};

/** Ends the session from outside the page, as signing out on another device does. */
const endSessionElsewhere = async (page: Page, token: string) => {
  const res = await page.request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
};

test('a save refused because the session ended asks to sign in again in place, then saves the edit', async ({ page }) => {
  const newName = `${person.name} Renamed`;
  const { token, details } = await startEditingName(page, newName);
  await endSessionElsewhere(page, token);

  await details.getByRole('button', { name: 'Save details' }).click();

  const dialog = page.getByRole('dialog', { name: 'Your session ended' });
  await expect(dialog).toBeVisible();
  // The same account: its address is given, not asked for.
  await expect(dialog.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(person.email);
  await expect(dialog.getByRole('textbox', { name: /^E-mail/ })).not.toBeEditable();
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/profile') && res.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Sign in' }).click();

  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Profile updated.' })).toBeVisible();
  await expect(page).toHaveURL('/profile');
  await expect(details.getByRole('textbox', { name: /^Full name/ })).toHaveValue(newName);
  const newToken = await storedToken(page);
  expect(newToken).not.toBe(token);
  expect((await profileWith(page.request, newToken)).name).toBe(newName);
});

test('signing out instead goes to the sign-in page, which says why and brings the person back', async ({ page }) => {
  const { token, details } = await startEditingName(page, `${person.name} Unsaved`);
  await endSessionElsewhere(page, token);

  await details.getByRole('button', { name: 'Save details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your session ended' });
  await dialog.getByRole('button', { name: 'Sign out instead' }).click();

  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('alert').filter({ hasText: 'Your session ended' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  await expect(signInForm(page)).toBeVisible();
  await submitSignIn(page, person.email);
  await expect(page).toHaveURL('/profile');
});

test('a password changed elsewhere is announced at once over the socket; signing in again there keeps the edit', async ({ page }) => {
  const newName = `${person.name} Kept`;
  const { details } = await startEditingName(page, newName, { quietSocket: false });
  const newPassword = 'Changed-elsewhere-2026';

  const changed = await page.request.post(`/api/users/${person.id}/change-password`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { password: newPassword, password_confirmation: newPassword },
  });
  expect(changed.status()).toBe(200);

  // No save was tried: the server's `session.ended` brings the dialog over the page, the edit still typed in.
  const dialog = page.getByRole('dialog', { name: 'Your session ended' });
  await expect(dialog).toBeVisible();
  await expect(details.getByRole('textbox', { name: /^Full name/ })).toHaveValue(newName);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();

  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Profile updated.' })).toBeVisible();
  expect((await profileWith(page.request, await storedToken(page))).name).toBe(newName);
});

test('a wizard step refused because the session ended is saved after signing in again, its answers kept', async ({ page }) => {
  // As in startEditingName: with the socket quiet, only the refused save can tell that the session ended.
  await page.routeWebSocket(
    () => true,
    () => undefined,
  );
  const { access_token: token } = await signInByApi(page, person.email);
  await page.goto('/change-of-address/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New change of address form' })).toBeVisible();
  const email = `${person.email.split('@')[0]}.new@example.com`;
  await field(page, 'E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('0412 345 678');
  await field(page, 'Student id').fill('HI2026002');
  await page.getByRole('radio', { name: 'No' }).check();
  await endSessionElsewhere(page, token);

  await page.getByRole('button', { name: 'Save and continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your session ended' });
  await expect(dialog).toBeVisible();
  await expect(page.getByText(/Not saved: Unauthenticated/)).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();

  // The step went through with what was typed: the next step is open and the form holds the answers.
  await expect(stepHeading(page, 'Your new address')).toBeVisible();
  await expect(page).toHaveURL(/\/change-of-address\/[a-z0-9-]+\/edit$/);
  const id = /\/change-of-address\/([a-z0-9-]+)\/edit$/.exec(page.url())![1]!;
  const stored = await page.request.get(`/api/form/${id}`, { headers: { authorization: `Bearer ${await storedToken(page)}` } });
  expect(stored.status()).toBe(200);
  expect(JSON.stringify(await stored.json())).toContain('HI2026002');
});
