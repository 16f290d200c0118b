// Issue 11, spec §9: a visitor's chat survives its socket dropping. A short drop reconnects within a second and
// fetches what was said meanwhile; a long one (every reconnect refused) falls back to polling the history, sends by
// the call, and comes back to the socket on its own. No message is lost, none shows twice.
import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { demoAccount, signInByApi, uniqueEmail } from './support/portal';

/** The page's sockets go through this switch: `drop()` closes the open one, `refuse` turns new ones away. */
const socketSwitch = async (page: Page) => {
  const open = new Set<WebSocketRoute>();
  const state = { refuse: false, connections: 0 };
  await page.routeWebSocket(/\/ws\?/, (ws) => {
    if (state.refuse) return void ws.close({ code: 1006, reason: 'Refused by the test' }).catch(() => undefined);
    state.connections += 1;
    ws.connectToServer();
    open.add(ws);
    ws.onClose(() => open.delete(ws));
  });
  return {
    state,
    drop: async () => {
      for (const ws of open) await ws.close({ code: 1006, reason: 'Dropped by the test' });
      open.clear();
    },
  };
};

test('a visitor’s chat loses nothing and doubles nothing across a short and a long drop of its socket', async ({ browser }) => {
  test.slow();
  const staff = await (await browser.newContext()).newPage();
  const { access_token: staffToken } = await signInByApi(staff, demoAccount(ROLE.admissions).email);
  const asStaff = { headers: { authorization: `Bearer ${staffToken}` } };

  const guest = await (await browser.newContext()).newPage();
  const sockets = await socketSwitch(guest);
  await guest.goto('/chat/guest');
  const form = guest.getByRole('form', { name: 'Start a chat' });
  await form.getByRole('textbox', { name: 'Your e-mail' }).fill(uniqueEmail('visitor'));
  await form.getByRole('textbox', { name: 'Who would you like to talk to?' }).click();
  await guest.getByRole('option', { name: 'Admissions' }).click();
  const question = `Can I defer my start? ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Your question' }).fill(question);
  const started = guest.waitForResponse((r) => r.url().endsWith('/api/chat/guest/start'));
  await form.getByRole('button', { name: 'Start chat' }).click();
  const chatId = ((await (await started).json()) as { data: { chat: { id: string } } }).data.chat.id;
  const log = guest.getByRole('log', { name: 'Messages' });
  await expect(log.getByText(question)).toBeVisible();
  expect((await staff.request.post(`/api/chat/${chatId}/accept`, asStaff)).status()).toBe(200);
  const say = async (content: string) =>
    expect((await staff.request.post(`/api/chat/${chatId}/message`, { ...asStaff, data: { content } })).status()).toBe(201);
  await say('Hello, yes you can.');
  await expect(log.getByText('Hello, yes you can.')).toBeVisible();

  // A short drop: staff write while the socket is away; it reconnects within a second and fetches the gap.
  await sockets.drop();
  await say('Said during a short drop.');
  await expect(log.getByText('Said during a short drop.')).toBeVisible({ timeout: 5_000 });
  await expect.poll(() => sockets.state.connections).toBe(2);

  // A long drop: every reconnect is refused; the history is polled and the visitor's message goes by the call.
  sockets.state.refuse = true;
  await sockets.drop();
  await say('Said while the socket was down.');
  await expect(log.getByText('Said while the socket was down.')).toBeVisible({ timeout: 15_000 });
  const box = guest.getByRole('textbox', { name: 'Your message' });
  await box.fill('Sent while the socket was down.');
  await box.press('Enter');
  await expect(log.getByText('Sent while the socket was down.')).toBeVisible();
  await expect(log.getByText('Sending…')).toHaveCount(0);

  // The socket comes back on its own, and carries messages both ways again.
  sockets.state.refuse = false;
  await expect.poll(() => sockets.state.connections, { timeout: 45_000 }).toBe(3);
  await say('Back on the socket.');
  await expect(log.getByText('Back on the socket.')).toBeVisible();
  await box.fill('Me too.');
  await box.press('Enter');
  await expect(log.getByText('Me too.')).toBeVisible();

  // Every message exactly once, in the order said, on the visitor's screen and in the store.
  const said = [
    question,
    'Hello, yes you can.',
    'Said during a short drop.',
    'Said while the socket was down.',
    'Sent while the socket was down.',
    'Back on the socket.',
    'Me too.',
  ];
  for (const text of said) await expect(log.getByText(text, { exact: true })).toHaveCount(1);
  const history = (await (await staff.request.get(`/api/chat/${chatId}/history`, asStaff)).json()) as {
    data: { body: string; message_type: string }[];
  };
  expect(history.data.filter((m) => m.message_type === 'text').map((m) => m.body)).toEqual(said);
});
