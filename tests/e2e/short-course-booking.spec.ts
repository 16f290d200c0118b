// Issue 10: a visitor books a short course on the public page on a phone, two places, and the booking mail
// arrives; the office confirms the payment and completes the order on the board, from the keyboard; a student
// books for themself from the short courses list and starts paying through the offline provider.
import { expect, test } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { demoAccount, mailSubjectsTo, seriousAxeViolations, signInByApi, uniqueEmail } from './support/portal';
import { asSuperadmin } from './support/throwaway';

test('a visitor books two places on a phone and is mailed; the office confirms and completes it on the board', async ({ browser, request }) => {
  test.slow();
  const admin = await asSuperadmin(request);
  const [course] = (await admin.get<{ data: { id: string; title: string }[] }>('/api/short-courses?search=hltaid011')).data;
  const email = uniqueEmail('visitor');
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();

  await page.goto(`/short-course-book/${course!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course!.title })).toBeVisible();
  const form = page.getByRole('form', { name: 'Book' });
  await form
    .getByRole('radio')
    .filter({ hasNot: page.locator('[disabled]') })
    .first()
    .check();
  await form.getByRole('textbox', { name: /^Name/ }).fill('Robin Visitor');
  await form
    .getByRole('textbox', { name: /^E-mail/ })
    .first()
    .fill(email);
  await form.getByRole('textbox', { name: /^Phone/ }).fill('0412 345 678');
  await form
    .getByRole('group', { name: 'Participant 1' })
    .getByRole('textbox', { name: /^Full name/ })
    .fill('Robin Visitor');
  await form.getByRole('button', { name: 'Add a participant' }).click();
  await form
    .getByRole('group', { name: 'Participant 2' })
    .getByRole('textbox', { name: /^Full name/ })
    .fill('Sam Visitor');
  await expect(form.getByText('Total $300.00 (includes $27.27 GST)')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('booking-phone.png'), fullPage: true });
  await form.getByRole('button', { name: 'Book 2 places' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'You are booked' })).toBeVisible();
  const number = (await page
    .getByRole('status')
    .getByText(/^Booking SC-\d{6}$/)
    .textContent())!.replace('Booking ', '');
  const subjects = await mailSubjectsTo(email, /^Your booking: /);
  expect(subjects).toContain(`Your booking: ${course!.title} (${number})`);

  // The office finds it among the prospects and moves it along from the keyboard.
  const office = await (await browser.newContext()).newPage();
  await signInByApi(office, demoAccount(ROLE.admin).email);
  await office.goto('/short-courses-orders');
  const card = office.getByRole('region', { name: 'Prospect' }).getByRole('article', { name: `Order ${number}` });
  await card.getByRole('button', { name: `Confirm the payment of ${number}` }).focus();
  await office.keyboard.press('Enter');
  const progressing = office.getByRole('region', { name: 'Progressing' }).getByRole('article', { name: `Order ${number}` });
  await expect(progressing).toBeVisible();
  expect(await seriousAxeViolations(office)).toEqual([]);
  await progressing.getByRole('button', { name: `Move ${number} to completed` }).click();
  await expect(office.getByRole('region', { name: 'Completed' }).getByRole('article', { name: `Order ${number}` })).toBeVisible();
  await office.screenshot({ path: test.info().outputPath('board.png'), fullPage: true });
  const mails = await mailSubjectsTo(email, /^Course completed: /);
  expect(mails).toContain(`Your place is confirmed: ${course!.title} (${number})`);
});

test('a student books from the short courses list and starts paying from their bookings', async ({ page }) => {
  await signInByApi(page, demoAccount(ROLE.student).email);
  await page.goto('/short-courses');
  await page.getByRole('link', { name: 'Book Excel for Business' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Excel for Business' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Book' });
  await form.getByRole('radio').first().check();
  await expect(form.getByRole('textbox', { name: /^E-mail/ }).first()).toHaveValue(demoAccount(ROLE.student).email);
  await form.getByRole('textbox', { name: /^Phone/ }).fill('0400 111 222');
  await form.getByRole('button', { name: 'Book 1 place' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are booked' })).toBeVisible();

  await page.goto('/applied-short-courses/pay');
  const booking = page.getByRole('article').filter({ hasText: 'Excel for Business' }).first();
  await booking.getByRole('button', { name: /^Pay \$290\.00/ }).click();
  const how = page.getByRole('dialog', { name: 'How to pay' });
  await expect(how.getByText(/Reference: SC-\d{6}/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
