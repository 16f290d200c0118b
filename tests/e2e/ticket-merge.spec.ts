// Two tickets about one question: Student Support merges one into the other from the ticket's page, choosing among the
// requester's open tickets; the page moves to the other ticket, whose internal note carries the merged conversation.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '@infra/local/demo-accounts';
import { ROLE } from '@shared/permissions';
import { demoAccount, seriousAxeViolations, signInByApi } from './support/portal';
import { asSuperadmin } from './support/throwaway';

test('Student Support merges a student’s second ticket into the first and lands on it', async ({ page, request }) => {
  test.slow();
  const admin = await asSuperadmin(request);
  const account = await admin.createUser('merge');
  const login = await request.post('/api/login', { data: { email: account.email, password: DEMO_PASSWORD } });
  const asStudent = { headers: { authorization: `Bearer ${(await login.json()).access_token}` } };
  const categories = (await (await request.get('/api/ticket-categories?pagination=1000', asStudent)).json()) as {
    data: { id: string; name: string }[];
  };
  const fees = categories.data.find((c) => c.name === 'Fees and payments')!.id;
  const raise = async (subject: string, message: string) =>
    (
      (await (await request.post('/api/tickets', { ...asStudent, multipart: { subject, category_id: fees, message } })).json()) as {
        data: { id: string };
      }
    ).data.id;
  const tag = Date.now().toString(36);
  await raise(`Invoice is wrong ${tag}`, 'It says $900.');
  const second = await raise(`Invoice again ${tag}`, 'It is invoice 4411.');

  await signInByApi(page, demoAccount(ROLE.studentSupport).email);
  await page.goto(`/tickets/${second}`);
  await page.getByRole('button', { name: 'Merge into another ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge into another ticket' });
  await dialog.getByRole('textbox', { name: `${account.name}'s open tickets` }).click();
  await page.getByRole('option', { name: new RegExp(`Invoice is wrong ${tag}`) }).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Merge' }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Invoice is wrong ${tag}` })).toBeVisible();
  await expect(page.getByText(`Merged from the ticket “Invoice again ${tag}”`)).toBeVisible();
  await expect(page.getByText('It is invoice 4411.')).toBeVisible();
  await admin.deleteUser(account.id);
});
