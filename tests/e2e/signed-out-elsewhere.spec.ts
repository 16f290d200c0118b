// Realtime (issue 7): when the server ends a session it tells that session's sockets why
// (`session.ended`), and every tab of it signs out at once, saying so, instead of at its next call.
import { expect, test, type Page } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { demoAccount, openWithSocket as openPageWithSocket, signInByApi, signInForm } from './support/portal';

/** Opens the dashboard and resolves once its socket is open and the server has answered on it. */
const openWithSocket = async (page: Page) => {
  await openPageWithSocket(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good (morning|afternoon|evening)/);
};

test('signing out in one tab signs the other tabs of the session out at once, saying why', async ({ context }) => {
  // Prepare: two tabs sharing one remembered session
  const account = demoAccount(ROLE.agent);
  const [here, there] = [await context.newPage(), await context.newPage()];
  await signInByApi(here, account.email);
  await openWithSocket(here);
  await openWithSocket(there);
  // Act
  await here.getByRole('button', { name: `Account menu for ${account.name}` }).click();
  await here.getByRole('menuitem', { name: 'Sign out' }).click();
  // Assess: the other tab, untouched, hears it well within the minute its session refetch would take
  await expect(there.getByText('You signed out in another tab or window.')).toBeVisible({ timeout: 5_000 });
  await expect(signInForm(there)).toBeVisible();
  await expect(there).toHaveURL('/');
  await expect(here.getByText('You signed out in another tab or window.')).toHaveCount(0);
});
