// Issue 9: a student raises a ticket with a file; Student Support answers with a canned reply and closes it
// while the student has the ticket open, which shows the change without a reload; the student rates the help
// and reopens it.
import { expect, test, type Browser } from '@playwright/test';
import { DEMO_PASSWORD } from '@infra/local/demo-accounts';
import { ROLE } from '@shared/permissions';
import { demoAccount, seriousAxeViolations, signInByApi } from './support/portal';
import { asSuperadmin, type ThrowawayUser } from './support/throwaway';
import { PDF } from './support/wizard';

let student: ThrowawayUser | undefined;

test.afterEach(async ({ request }) => {
  if (student) await (await asSuperadmin(request)).deleteUser(student.id);
  student = undefined;
});

const signedInPage = async (browser: Browser, email: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, email, DEMO_PASSWORD);
  return page;
};

test('a student raises a ticket with a file, staff answer with a canned reply and close it live, and the student rates and reopens it', async ({
  browser,
  request,
}) => {
  test.slow();
  student = await (await asSuperadmin(request)).createUser('ticket-raiser');
  const subject = `Invoice question ${Date.now().toString(36)}`;

  // The student raises it, with a PDF.
  const mine = await signedInPage(browser, student.email);
  await mine.goto('/tickets');
  await mine.getByRole('link', { name: 'New ticket' }).click();
  const form = mine.getByRole('form', { name: 'New ticket' });
  await form.getByRole('textbox', { name: /^What is it about/ }).click();
  await mine.getByRole('option', { name: 'Fees and payments', exact: true }).click();
  await expect(form.getByText(/Student Support answer these, usually within 8 working hours/)).toBeVisible();
  await form.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  await form.getByRole('textbox', { name: /^Message/ }).fill('My invoice shows the wrong amount.');
  await form.locator('input[type="file"]').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
  expect(await seriousAxeViolations(mine)).toEqual([]);
  await form.getByRole('button', { name: 'Raise ticket' }).click();
  await expect(mine.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(mine.getByRole('button', { name: /^invoice\.pdf/ })).toBeVisible();
  const ticketUrl = mine.url();

  // Student Support finds it in the department's list and answers with a canned reply.
  const staff = await signedInPage(browser, demoAccount(ROLE.studentSupport).email);
  await staff.goto(`/tickets?search=${encodeURIComponent(subject)}`);
  await staff.getByRole('link', { name: subject }).click();
  await expect(staff.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  expect(await seriousAxeViolations(staff)).toEqual([]);
  await staff.getByRole('button', { name: 'Assign to me' }).click();
  await expect(staff.getByRole('button', { name: /^Take .* off the ticket$/ })).toBeVisible();
  const reply = staff.getByRole('form', { name: 'Reply' });
  // An internal note is its own tab with its own draft: a reply begun stays a reply.
  await reply.getByRole('textbox', { name: /^Your reply/ }).fill('Let me check the plan.');
  await reply.getByRole('button', { name: 'Internal note', exact: true }).click();
  const note = reply.getByRole('textbox', { name: /^Internal note/ });
  await expect(note).toHaveValue('');
  await note.fill('Requester asked about fees before.');
  await reply.getByRole('button', { name: 'Add note' }).click();
  await expect(staff.getByRole('article', { name: /^Internal note from / }).filter({ hasText: 'asked about fees before' })).toBeVisible();
  await reply.getByRole('button', { name: 'Reply to the requester', exact: true }).click();
  await expect(reply.getByRole('textbox', { name: /^Your reply/ })).toHaveValue('Let me check the plan.');
  await reply.getByRole('textbox', { name: /^Your reply/ }).fill('');
  await reply.getByRole('textbox', { name: 'Insert a canned reply' }).click();
  await staff.getByRole('option', { name: 'Payment plan', exact: true }).click();
  // Its placeholder filled in from the ticket: the requester's first name.
  await expect(reply.getByRole('textbox', { name: /^Your reply/ })).toHaveValue(new RegExp(`^Hi ${student.name.split(' ')[0]}, .*instalments`));
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(
    staff
      .getByRole('article', { name: /^Message from Sam/ })
      .or(staff.getByRole('article').filter({ hasText: 'instalments' }))
      .first(),
  ).toBeVisible();

  // The student's open page shows the reply and the closing without a reload.
  await staff.getByRole('button', { name: 'Close ticket' }).click();
  await expect(mine.getByText('This ticket is closed')).toBeVisible({ timeout: 15_000 });
  await expect(mine.getByRole('article').filter({ hasText: 'instalments' })).toBeVisible();
  await expect(mine.getByText('asked about fees before')).toHaveCount(0);
  expect(mine.url()).toBe(ticketUrl);

  // Rates the help once: four stars and a word, which staff then see on the ticket.
  const rating = mine.getByRole('region', { name: 'Rate our help' });
  // From the keyboard: the stars are radio buttons.
  await rating.getByRole('radio', { name: '4 out of 5: Good' }).focus();
  await mine.keyboard.press('Space');
  await expect(rating.getByText('Good', { exact: true })).toBeVisible();
  await rating.getByRole('textbox', { name: /Anything to add/ }).fill('Clear and quick.');
  expect(await seriousAxeViolations(mine)).toEqual([]);
  await rating.getByRole('button', { name: 'Send rating' }).click();
  const given = mine.getByRole('region', { name: 'Rating' });
  await expect(given.getByText('“Clear and quick.”')).toBeVisible();
  await expect(mine.getByRole('region', { name: 'Rate our help' })).toHaveCount(0);
  await staff.reload();
  await expect(staff.getByRole('region', { name: 'Rating' }).getByText('Good')).toBeVisible();

  // And reopens it.
  await mine.getByRole('button', { name: 'Reopen ticket' }).click();
  await expect(mine.getByRole('form', { name: 'Reply' })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Close ticket' })).toBeVisible({ timeout: 15_000 });
});
