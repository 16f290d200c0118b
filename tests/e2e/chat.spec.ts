// Issue 11: a student asks Student Support for a chat; a member of staff hears it waiting, accepts it and
// answers; each sees the other's messages arrive without reloading, and the student ends it.
import { expect, test } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { MINIMAL_PDF } from './support/files';
import { demoAccount, seriousAxeViolations, signInByApi } from './support/portal';

test('a student and Student Support chat live: waiting, accepted, answered, read and ended', async ({ browser }) => {
  test.slow();
  const staff = await (await browser.newContext()).newPage();
  await signInByApi(staff, demoAccount(ROLE.studentSupport).email);
  await staff.goto('/chat');
  await expect(staff.getByRole('heading', { level: 2, name: /^Waiting \(\d+\)$/ })).toBeVisible();

  const student = await (await browser.newContext()).newPage();
  await signInByApi(student, demoAccount(ROLE.student).email);
  await student.goto('/chat');
  const form = student.getByRole('form', { name: 'Start a chat' });
  await form.getByRole('textbox', { name: 'Who would you like to talk to?' }).click();
  await student.getByRole('option', { name: 'Student Support' }).click();
  const question = `Can I change my campus? ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Your question' }).fill(question);
  expect(await seriousAxeViolations(student)).toEqual([]);
  await form.getByRole('button', { name: 'Start chat' }).click();
  await expect(student.getByRole('heading', { name: 'Waiting for Student Support…' })).toBeVisible();

  // Staff hear it waiting (no reload), accept and answer.
  const waiting = staff.getByRole('article').filter({ hasText: question });
  await expect(waiting).toBeVisible();
  await waiting.getByRole('button', { name: 'Accept' }).click();
  const log = staff.getByRole('log', { name: 'Messages' });
  await expect(log.getByText(question)).toBeVisible();
  await staff.getByRole('textbox', { name: 'Your message' }).fill('Yes: which campus would you like?');
  await staff.getByRole('button', { name: 'Send' }).click();
  expect(await seriousAxeViolations(staff)).toEqual([]);
  await staff.screenshot({ path: test.info().outputPath('chat-staff.png'), fullPage: true });

  // The student sees the answer arrive, and replies with Enter.
  await expect(student.getByRole('heading', { name: /^Chatting with / })).toBeVisible();
  await expect(student.getByRole('log', { name: 'Messages' }).getByText('Yes: which campus would you like?')).toBeVisible();
  await student.getByRole('textbox', { name: 'Your message' }).fill('Melbourne, please.');
  await student.getByRole('textbox', { name: 'Your message' }).press('Enter');
  await expect(log.getByText('Melbourne, please.')).toBeVisible();
  await student.screenshot({ path: test.info().outputPath('chat-student.png'), fullPage: true });

  // Staff send a file, which the student can open, and make a ticket of the chat for the follow-up.
  const chooser = staff.waitForEvent('filechooser');
  await staff.getByRole('button', { name: 'Attach' }).click();
  await (await chooser).setFiles({ name: 'campus-transfer.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
  await expect(student.getByRole('log', { name: 'Messages' }).getByRole('button', { name: 'File: campus-transfer.pdf' })).toBeVisible();
  await staff.getByRole('button', { name: 'Make a ticket' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Make a ticket from this chat' });
  await dialog.getByRole('textbox', { name: 'Category' }).click();
  await staff.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Make the ticket' }).click();
  await dialog.getByRole('link', { name: 'Open the ticket' }).click();
  await expect(staff.getByText(/Transcript of the live chat/)).toBeVisible();
  await staff.goto('/chat');
  await expect(staff.getByRole('heading', { level: 2, name: 'My chats (1)' })).toBeVisible();

  await student.getByRole('button', { name: 'End chat' }).click();
  await expect(student.getByRole('form', { name: 'Start a chat' })).toBeVisible();
  // The staff member's console hears it end: it leaves their chats.
  await expect(staff.getByRole('heading', { level: 2, name: 'My chats (0)' })).toBeVisible();
});

test('a visitor chats from the home page with an e-mail address, and Admissions answers', async ({ browser }) => {
  test.slow();
  const staff = await (await browser.newContext()).newPage();
  await signInByApi(staff, demoAccount(ROLE.admissions).email);
  await staff.goto('/chat');

  const guest = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await guest.goto('/');
  await guest.getByRole('link', { name: 'Chat with us' }).click();
  const form = guest.getByRole('form', { name: 'Start a chat' });
  await form.getByRole('textbox', { name: 'Your e-mail' }).fill(`visitor.${Date.now()}@example.com`);
  await form.getByRole('textbox', { name: 'Who would you like to talk to?' }).click();
  await guest.getByRole('option', { name: 'Admissions' }).click();
  const question = `Do you have a March intake? ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Your question' }).fill(question);
  await form.getByRole('button', { name: 'Start chat' }).click();
  await expect(guest.getByRole('log', { name: 'Messages' }).getByText(question)).toBeVisible();
  expect(await seriousAxeViolations(guest)).toEqual([]);

  const waiting = staff.getByRole('article').filter({ hasText: question });
  await waiting.getByRole('button', { name: 'Accept' }).click();
  await staff.getByRole('textbox', { name: 'Your message' }).fill('We do: it starts on 2 March.');
  await staff.getByRole('button', { name: 'Send' }).click();

  await expect(guest.getByRole('log', { name: 'Messages' }).getByText('We do: it starts on 2 March.')).toBeVisible();
  await guest.screenshot({ path: test.info().outputPath('chat-guest-phone.png'), fullPage: true });
  await guest.getByRole('button', { name: 'End chat' }).click();
  await expect(guest.getByRole('form', { name: 'Start a chat' })).toBeVisible();
});
