// Issue 12: a ticket closed by staff shows the student a live notification without reloading (the bell's count, also
// said to a screen reader), the bell opens it, and the notification centre deletes it in bulk.
import { expect, test } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { demoAccount, openWithSocket, seriousAxeViolations, signInByApi } from './support/portal';
import { asSuperadmin } from './support/throwaway';

test('a student hears at once that staff closed their ticket, opens it from the bell, and deletes notifications in bulk', async ({
  browser,
  request,
}) => {
  test.slow();
  // A student of this test's own: the demo student hears of other tests' changes, which the browsers run alongside.
  const admin = await asSuperadmin(request);
  const account = await admin.createUser('bell');
  const student = await (await browser.newContext()).newPage();
  const { access_token: studentToken } = await signInByApi(student, account.email);
  const asStudent = { headers: { authorization: `Bearer ${studentToken}` } };
  const staff = await (await browser.newContext()).newPage();
  const { access_token: staffToken } = await signInByApi(staff, demoAccount(ROLE.superadmin).email);
  const asStaff = { headers: { authorization: `Bearer ${staffToken}` } };

  // The student starts from an empty inbox, with a ticket of their own.
  const categories = (await (await student.request.get('/api/ticket-categories?pagination=1', asStudent)).json()) as { data: { id: string }[] };
  const subject = `Locker key lost ${Date.now()}`;
  const raised = await student.request.post('/api/tickets', {
    ...asStudent,
    multipart: { subject, category_id: categories.data[0]!.id, message: 'I lost the key to locker 12.' },
  });
  const ticketId = ((await raised.json()) as { data: { id: string } }).data.id;

  // Its socket open and known to the server first: the close's event is pushed once, at that moment.
  await openWithSocket(student);
  await expect(student.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // Staff close it: the bell counts it, without a reload, and says so to a screen reader.
  expect((await staff.request.post(`/api/tickets/${ticketId}/close`, asStaff)).status()).toBe(200);
  await expect(student.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await expect(student.getByText('1 unread notification', { exact: true })).toBeAttached();

  // A second change, then the bell opens the newest: its ticket, read by that.
  expect((await staff.request.post(`/api/tickets/${ticketId}/reopen`, asStaff)).status()).toBe(200);
  await expect(student.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  await student.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  const panel = student.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(new RegExp(subject))).toHaveCount(2);
  expect(await seriousAxeViolations(student)).toEqual([]);
  await student.screenshot({ path: test.info().outputPath('notification-bell.png') });
  await panel
    .getByRole('button')
    .filter({ hasText: /reopened/ })
    .click();
  await expect(student).toHaveURL(new RegExp(`/tickets/${ticketId}$`));
  await expect(student.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  // The notification centre: select all and delete.
  await student.goto('/notifications');
  await expect(student.getByRole('list', { name: 'Unread notifications' }).getByRole('listitem')).toHaveCount(1);
  expect(await seriousAxeViolations(student)).toEqual([]);
  await student.screenshot({ path: test.info().outputPath('notifications-page.png'), fullPage: true });
  await student.getByRole('checkbox', { name: 'Select all' }).check();
  await student.getByRole('button', { name: 'Delete 1 selected' }).click();
  await expect(student.getByText('You are all caught up')).toBeVisible();
  await expect(student.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await admin.deleteUser(account.id);
});
