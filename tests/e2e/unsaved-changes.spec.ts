// Issue 7 §3: one menu click used to throw away a half-filled long form. Every long form now asks "Leave
// without saving?" before a navigation drops its changes, the browser asks before the tab closes, and a
// form that was just saved leaves without asking.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { demoAccount, sideMenuLinks, signInByApi } from './support/portal';
import { asSuperadmin } from './support/throwaway';

const field = (page: Page, name: string | RegExp): Locator => page.getByRole('main').getByRole('textbox', { name });
const dashboardLink = (page: Page) => sideMenuLinks(page).filter({ hasText: 'Dashboard' });
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });

interface GuardedForm {
  path: string;
  /** Makes the form dirty; resolves with a check that the change is still there. */
  edit: (page: Page) => Promise<() => Promise<void>>;
}

const typeInto = (name: string | RegExp) => async (page: Page) => {
  await field(page, name).fill('Typed but not saved');
  return () => expect(field(page, name)).toHaveValue('Typed but not saved');
};

test('every long form asks "Leave without saving?" before a menu click drops its changes', async ({ page, request }) => {
  // Eight screens, each loaded afresh, on a busy machine.
  test.slow();
  const admin = await asSuperadmin(request);
  const trainerEmail = encodeURIComponent(demoAccount(ROLE.trainer).email);
  const [trainer] = (await admin.get<{ data: { id: string }[] }>(`/api/users?search=${trainerEmail}`)).data;
  const [course] = (await admin.get<{ data: { id: string }[] }>('/api/course?pagination=1')).data;
  const agentRoleId = await admin.roleId(ROLE.agent);
  const forms: GuardedForm[] = [
    { path: '/course/new', edit: typeInto(/^Course name/) },
    { path: `/course/update/${course!.id}`, edit: typeInto(/^Course name/) },
    { path: '/new-user', edit: typeInto(/^Full name/) },
    { path: `/users/update/${trainer!.id}`, edit: typeInto(/^Full name/) },
    { path: `/trainer/update/${trainer!.id}`, edit: typeInto('Address') },
    { path: '/roles/new', edit: typeInto(/^Role name/) },
    {
      path: `/roles/edit/${agentRoleId}`,
      edit: async (p) => {
        const box = p.getByRole('checkbox', { name: 'Open the dashboard' });
        const before = await box.isChecked();
        await box.click();
        return () => expect(box).toBeChecked({ checked: !before });
      },
    },
    { path: '/profile', edit: typeInto(/^Full name/) },
  ];
  await signInByApi(page, demoAccount(ROLE.superadmin).email);

  for (const form of forms) {
    await test.step(form.path, async () => {
      await page.goto(form.path);
      const stillThere = await form.edit(page);

      await dashboardLink(page).click();
      await expect(leaveDialog(page)).toBeVisible();
      await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
      await expect(leaveDialog(page)).toBeHidden();
      await expect(page).toHaveURL(form.path);
      await stillThere();

      await dashboardLink(page).click();
      await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
      await expect(page).toHaveURL('/dashboard');
    });
  }
});

test('closing the tab with unsaved changes lets the browser ask first', async ({ page }) => {
  await signInByApi(page, demoAccount(ROLE.superadmin).email);
  await page.goto('/course/new');
  // A click first: browsers ask only on pages the person has interacted with.
  await field(page, /^Course name/).click();
  await field(page, /^Course name/).fill('Typed but not saved');

  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
});

test('a form that was just saved leaves without asking', async ({ page, request }) => {
  const admin = await asSuperadmin(request);
  const name = `Unsaved-guard check ${Math.random().toString(36).slice(2, 7)}`;
  await signInByApi(page, demoAccount(ROLE.superadmin).email);
  await page.goto('/roles/new');
  await field(page, /^Role name/).fill(name);

  const created = page.waitForResponse((res) => res.url().endsWith('/api/roles') && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Create role' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const roleId = ((await answer.json()) as { data: { id: string } }).data.id;
  try {
    // The form's own navigation after the save is not held up.
    await expect(page).toHaveURL('/roles');
    await dashboardLink(page).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(leaveDialog(page)).toHaveCount(0);
  } finally {
    await admin.deleteRole(roleId);
  }
});
