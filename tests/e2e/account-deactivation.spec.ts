// Deactivating an account from the users list, as an administrator does when someone leaves: it asks first and says
// what happens, the person's open page is signed out at once and told why, they cannot sign in again, and
// reactivating lets them back in.
import { expect, test } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { demoAccount, openWithSocket, signInByApi, signInForm } from './support/portal';
import { asSuperadmin, type ThrowawayUser } from './support/throwaway';
import { DEMO_PASSWORD } from '@infra/local/demo-accounts';

let admin: Awaited<ReturnType<typeof asSuperadmin>>;
let person: ThrowawayUser;

test.beforeEach(async ({ request }) => {
  admin = await asSuperadmin(request);
  person = await admin.createUser('leaver');
});

test.afterEach(async () => {
  await admin.deleteUser(person.id);
});

test('an administrator deactivates an account: its open page is signed out, it cannot sign in, and reactivating lets it back', async ({
  page,
  browser,
}) => {
  // The person, signed in with their page's socket open.
  const theirs = await (await browser.newContext()).newPage();
  await signInByApi(theirs, person.email);
  await openWithSocket(theirs);

  await signInByApi(page, demoAccount(ROLE.admin).email);
  await page.goto(`/users?search=${encodeURIComponent(person.email)}`);
  await page.getByRole('button', { name: `Actions for ${person.name}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate account' }).click();
  const confirm = page.getByRole('dialog', { name: `Deactivate ${person.name}'s account?` });
  await expect(confirm).toContainText('signed out everywhere at once');
  await confirm.getByRole('button', { name: 'Deactivate account' }).click();

  const row = page.getByRole('row', { name: new RegExp(person.name) });
  await expect(row.getByText('Deactivated', { exact: true })).toBeVisible();
  await expect(theirs.getByText('Your account was deactivated. Contact the college if you need to use it again.')).toBeVisible();

  // Signing in again, in a fresh browser, says why it is refused.
  const again = await (await browser.newContext()).newPage();
  await again.goto('/');
  const form = signInForm(again);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(person.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(again.getByText('This account has been deactivated. Contact the college if you need to use it again.')).toBeVisible();

  await page.getByRole('button', { name: `Actions for ${person.name}` }).click();
  await page.getByRole('menuitem', { name: 'Reactivate account' }).click();
  await expect(row.getByText('Deactivated', { exact: true })).toBeHidden();
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(again).toHaveURL(/\/dashboard$/);
});
