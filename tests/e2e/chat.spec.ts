// Issue 11: a student asks Student Support for a chat; a member of staff hears it waiting, accepts it and
// answers; each sees the other's messages arrive without reloading, and the student ends it.
import { expect, test } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { MINIMAL_PDF } from './support/files';
import { demoAccount, mailTextTo, seriousAxeViolations, signInByApi, uniqueEmail } from './support/portal';

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
  await waiting.getByRole('button', { name: 'Accept' }).press('Enter');
  const log = staff.getByRole('log', { name: 'Messages' });
  await expect(log.getByText(question)).toBeVisible();
  // The Accept button left with the queue's card: the keyboard is on the chat now open, not lost to the page.
  await expect(staff.locator('h2:focus')).toHaveCount(1);
  // The student's record is a click away for staff who may open accounts.
  await expect(staff.getByRole('link', { name: 'Their record' })).toHaveAttribute('href', /^\/users\/[a-z0-9-]+\/record$/);
  // A canned reply starts a message, greeting the student by name; what staff write goes on after it.
  await staff.getByRole('textbox', { name: 'Insert a canned reply' }).click();
  await staff.getByRole('option', { name: 'Payment plan' }).click();
  await expect(staff.getByRole('textbox', { name: 'Your message' })).toHaveValue(/^Hi Jordan, you can pay your tuition fees in instalments\./);
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

test('a visitor chats from the widget of a public page: a file each way, typing shown, passed to another team member who ends it; the transcript is mailed', async ({
  browser,
}) => {
  test.slow();
  const admissions = await (await browser.newContext()).newPage();
  await signInByApi(admissions, demoAccount(ROLE.admissions).email);
  await admissions.goto('/chat');
  const support = await (await browser.newContext()).newPage();
  await signInByApi(support, demoAccount(ROLE.studentSupport).email);
  await support.goto('/chat');
  await expect(support.getByRole('heading', { level: 2, name: /^My chats/ })).toBeVisible();

  // The visitor opens the widget on the sign-in page and asks Admissions.
  const email = uniqueEmail('visitor');
  const guest = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await guest.goto('/login');
  await guest.getByRole('button', { name: 'Chat with us' }).click();
  const widget = guest.getByRole('dialog', { name: 'Chat with us' });
  const form = widget.getByRole('form', { name: 'Start a chat' });
  await form.getByRole('textbox', { name: 'Your e-mail' }).fill(email);
  // Her name is her own: an ended chat of an earlier run stays on the console, to read.
  const visitorName = `Vera Visitor ${email.split('@')[0]!.replace(/\W/g, ' ')}`;
  await form.getByRole('textbox', { name: 'Your name' }).fill(visitorName);
  await form.getByRole('textbox', { name: 'Who would you like to talk to?' }).click();
  await guest.getByRole('option', { name: 'Admissions' }).click();
  const question = `Do you have a March intake? ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Your question' }).fill(question);
  await form.getByRole('button', { name: 'Start chat' }).click();
  const guestLog = widget.getByRole('log', { name: 'Messages' });
  await expect(guestLog.getByText(question)).toBeVisible();
  await expect(widget.getByRole('status').filter({ hasText: /You are (next|\d+\w\w in the queue)/ })).toBeVisible();
  expect(await seriousAxeViolations(guest)).toEqual([]);

  // Admissions accepts; the visitor sees them typing, then the answer, without reloading.
  const waiting = admissions.getByRole('article').filter({ hasText: question });
  await waiting.getByRole('button', { name: 'Accept' }).click();
  await expect(widget.getByRole('status').filter({ hasText: /You are chatting with/ })).toBeVisible();
  const staffBox = admissions.getByRole('textbox', { name: 'Your message' });
  // "Typing" is said again every few seconds while it goes on, as a person types: a visitor's socket that joined the
  // chat a moment late (a busy machine) hears the next one.
  await expect(async () => {
    await staffBox.pressSequentially('We do ', { delay: 150 });
    await expect(widget.getByText(/is typing…/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await staffBox.fill('We do: it starts on 2 March. Here is the brochure.');
  await staffBox.press('Enter');
  await expect(guestLog.getByText('We do: it starts on 2 March. Here is the brochure.')).toBeVisible();
  const staffChooser = admissions.waitForEvent('filechooser');
  await admissions.getByRole('button', { name: 'Attach' }).click();
  await (await staffChooser).setFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
  await expect(guestLog.getByText('File: brochure.pdf')).toBeVisible();

  // The visitor sends their transcript, and replies.
  const guestChooser = guest.waitForEvent('filechooser');
  await widget.getByRole('button', { name: 'Attach' }).click();
  await (await guestChooser).setFiles({ name: 'my-transcript.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
  const staffLog = admissions.getByRole('log', { name: 'Messages' });
  await expect(staffLog.getByRole('button', { name: 'File: my-transcript.pdf' })).toBeVisible();
  await widget.getByRole('textbox', { name: 'Your message' }).fill('Thanks! Who checks my English test?');
  await widget.getByRole('textbox', { name: 'Your message' }).press('Enter');
  await expect(staffLog.getByText('Thanks! Who checks my English test?')).toBeVisible();
  await guest.screenshot({ path: test.info().outputPath('chat-guest-widget.png'), fullPage: true });

  // Admissions passes the chat to Student Support, who answers and ends it.
  await admissions.getByRole('textbox', { name: 'Transfer to' }).click();
  await admissions.getByRole('option', { name: new RegExp(`${demoAccount(ROLE.studentSupport).name} \\(Student Support\\)`) }).click();
  const passed = support.getByRole('article').filter({ hasText: visitorName });
  await passed.getByRole('button', { name: 'Open' }).click();
  await expect(support.getByRole('log', { name: 'Messages' }).getByText('Thanks! Who checks my English test?')).toBeVisible();
  await support.getByRole('textbox', { name: 'Your message' }).fill('I do: send it to us any time.');
  await support.getByRole('button', { name: 'Send' }).click();
  await expect(guestLog.getByText('I do: send it to us any time.')).toBeVisible();
  await support.screenshot({ path: test.info().outputPath('chat-staff-console.png'), fullPage: true });
  await support.getByRole('button', { name: 'End chat' }).click();
  await expect(widget.getByRole('status').filter({ hasText: 'This chat has ended.' })).toBeVisible();
  // The ended chat stays open on the console, to read.
  await expect(support.getByRole('log', { name: 'Messages' }).getByText('I do: send it to us any time.')).toBeVisible();

  const transcript = await mailTextTo(email, /^Your chat with Admissions$/);
  expect(transcript).toContain(question);
  expect(transcript).toContain('sent brochure.pdf');
  expect(transcript).toContain('I do: send it to us any time.');
  await widget.getByRole('button', { name: 'Start another chat' }).click();
  await expect(widget.getByRole('form', { name: 'Start a chat' })).toBeVisible();
});
