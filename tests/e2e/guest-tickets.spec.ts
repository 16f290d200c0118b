// Issue 9: someone without an account asks the college a question from the home page, on a phone; the mailed
// link opens their ticket (and leaves the address bar without its pass), Student Support answers it, and
// the guest replies. A link without its pass explains itself and offers a new one.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '@infra/local/demo-accounts';
import { ROLE } from '@shared/permissions';
import { demoAccount, linkInMail, seriousAxeViolations, signInByApi, uniqueEmail } from './support/portal';
import { PNG_BYTES } from '../support/form-fields';
import { PDF } from './support/wizard';

test('a guest asks from the home page on a phone, follows the mailed link, is answered and replies', async ({ browser }) => {
  test.slow();
  const email = uniqueEmail('guest');
  const subject = `Payment plan question ${Date.now().toString(36)}`;
  const guest = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();

  await guest.goto('/');
  await guest.getByRole('link', { name: 'Contact support' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible();
  const form = guest.getByRole('form', { name: 'Contact support' });
  await form.getByRole('textbox', { name: /^Your name/ }).fill('Casey Visitor');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await form.getByRole('textbox', { name: /^What is it about/ }).click();
  await guest.getByRole('option', { name: 'Fees and payments', exact: true }).click();
  await form.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  await form.getByRole('textbox', { name: /^Message/ }).fill('Can I pay the Certificate III in instalments?');
  await form.locator('input[type="file"]').setInputFiles({ name: 'quote.pdf', mimeType: 'application/pdf', buffer: PDF });
  expect(await seriousAxeViolations(guest)).toEqual([]);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expect(guest.getByText(`We have e-mailed ${email} a private link`)).toBeVisible();

  // The mailed link opens the ticket, and the pass leaves the address bar.
  const link = await linkInMail(email, /We received your ticket/);
  expect(link).toMatch(/^\/tickets\/guest\/[a-z0-9-]+#pass=/);
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(guest.getByRole('button', { name: /^quote\.pdf/ })).toBeVisible();
  expect(new URL(guest.url()).hash).toBe('');
  await guest.screenshot({ path: test.info().outputPath('guest-ticket-phone.png'), fullPage: true });
  expect(await seriousAxeViolations(guest)).toEqual([]);

  // Student Support answers; the guest's page shows it after a reload (a guest has no live socket) and they reply.
  const staff = await (await browser.newContext()).newPage();
  await signInByApi(staff, demoAccount(ROLE.studentSupport).email, DEMO_PASSWORD);
  await staff.goto(`/tickets?search=${encodeURIComponent(subject)}`);
  await staff.getByRole('link', { name: subject }).click();
  // A guest has no record to open: staff reach them at the address they gave.
  await expect(staff.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  const reply = staff.getByRole('form', { name: 'Reply' });
  await reply.getByRole('textbox', { name: /^Your reply/ }).fill('Yes: four monthly instalments.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(staff.getByRole('article').filter({ hasText: 'four monthly instalments' })).toBeVisible();

  await guest.reload();
  await expect(guest.getByRole('article').filter({ hasText: 'four monthly instalments' })).toBeVisible();
  const guestReply = guest.getByRole('form', { name: 'Reply' });
  await guestReply.getByRole('textbox', { name: /^Your reply/ }).fill('Thank you, I will enrol.');
  // With a screenshot: the SPA writes the reply's flag as a multipart part, which the server takes.
  await guestReply.locator('input[type="file"]').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await guestReply.getByRole('button', { name: 'Send reply' }).click();
  const sent = guest.getByRole('article', { name: 'Message from Casey Visitor' }).filter({ hasText: 'I will enrol' });
  await expect(sent).toBeVisible();
  await expect(sent.getByRole('button', { name: /^screen\.png/ })).toBeVisible();
  await expect(guestReply.getByRole('textbox', { name: /^Your reply/ })).toHaveValue('');
  await staff.reload();
  await expect(staff.getByRole('article').filter({ hasText: 'I will enrol' })).toBeVisible();
});

test('a guest link without its pass says so and mails a new link to the ticket’s own address', async ({ page }) => {
  await page.goto('/tickets/guest/lzzzzzz0000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not open a ticket' })).toBeVisible();
  const ask = page.getByRole('form', { name: 'E-mail me a new link' });
  await ask.getByRole('textbox', { name: /e-mail address you raised the ticket from/ }).fill(uniqueEmail('stranger'));
  expect(await seriousAxeViolations(page)).toEqual([]);
  await ask.getByRole('button', { name: 'E-mail me a new link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a new link is on its way' })).toBeVisible();
});
