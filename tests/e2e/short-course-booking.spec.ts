// Issue 10: a visitor books a short course on the public page on a phone, two places, and the booking mail
// arrives; the office confirms the payment and completes the order on the board, from the keyboard; a student
// books for themself from the short courses list and starts paying through the offline provider.
import { expect, test } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { MINIMAL_PDF } from './support/files';
import { demoAccount, linkInMail, mailSubjectsTo, seriousAxeViolations, signInByApi, uniqueEmail } from './support/portal';
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
    .getByRole('radiogroup', { name: /^Choose a session/ })
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
  await expect(page.getByRole('status').getByText(`Confirm it from the link we have e-mailed to ${email}`)).toBeVisible();
  const subjects = await mailSubjectsTo(email, /^Confirm your booking: /);
  expect(subjects).toContain(`Confirm your booking: ${course!.title} (${number})`);

  // The office sees the booking as not confirmed yet: its places are held for half an hour only.
  const office = await (await browser.newContext()).newPage();
  await signInByApi(office, demoAccount(ROLE.admin).email);
  await office.goto('/short-courses-orders');
  const card = office.getByRole('region', { name: 'Booked' }).getByRole('article', { name: `Booking ${number}` });
  await expect(card.getByText(/^Not confirmed: held until /)).toBeVisible();
  await expect(card.getByRole('button', { name: `Release the places: ${number}` })).toBeVisible();

  // The visitor confirms from the mailed link, on the phone; the token leaves the address bar.
  await page.goto(await linkInMail(email, /^Confirm your booking: /));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your booking' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`Booking ${number} is confirmed`);
  await expect(page.getByRole('status')).toContainText('we hold your places until then');
  expect(new URL(page.url()).hash).toBe('');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('booking-confirmed-phone.png'), fullPage: true });

  // The office moves it along from the keyboard.
  await office.reload();
  await expect(card.getByText(/^Not confirmed/)).toHaveCount(0);
  await card.getByRole('button', { name: `Confirm payment of ${number}` }).focus();
  await office.keyboard.press('Enter');
  const progressing = office.getByRole('region', { name: 'Confirmed' }).getByRole('article', { name: `Booking ${number}` });
  await expect(progressing).toBeVisible();
  expect(await seriousAxeViolations(office)).toEqual([]);
  await progressing.getByRole('button', { name: `Mark completed: ${number}` }).click();
  await expect(office.getByRole('region', { name: 'Completed' }).getByRole('article', { name: `Booking ${number}` })).toBeVisible();
  await office.screenshot({ path: test.info().outputPath('board.png'), fullPage: true });
  const mails = await mailSubjectsTo(email, /^Course completed: /);
  expect(mails).toContain(`Your place is confirmed: ${course!.title} (${number})`);
});

test('a student books from the short courses list and starts paying from their bookings', async ({ page }) => {
  await signInByApi(page, demoAccount(ROLE.student).email);
  await page.goto('/short-courses');
  await page.getByRole('link', { name: 'Book Excel for Business' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Excel for Business' })).toBeVisible();
  await expect(page.getByText('Before you book: Everyday use of a computer and a spreadsheet.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Book' });
  await form
    .getByRole('radiogroup', { name: /^Choose a session/ })
    .getByRole('radio')
    .first()
    .check();
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

test('the office sets up a course with a document and a trainer; its student uploads the document, which the office sends back and then accepts; both read the tax invoice', async ({
  browser,
}) => {
  test.slow();
  const code = `E2E-${Date.now().toString(36).toUpperCase().slice(-6)}`;
  const title = `Working safely at heights ${code}`;

  // The office: a course asking for photo ID, and a session run by the demo trainer.
  const office = await (await browser.newContext()).newPage();
  await signInByApi(office, demoAccount(ROLE.admin).email);
  await office.goto('/short-courses');
  await office.getByRole('button', { name: 'New short course' }).click();
  const courseForm = office.getByRole('form', { name: 'New short course' });
  await courseForm.getByRole('textbox', { name: 'Code' }).fill(code);
  await courseForm.getByRole('textbox', { name: 'Title' }).fill(title);
  await courseForm.getByRole('textbox', { name: 'Price per person (incl. GST)' }).fill('220');
  await courseForm.getByRole('textbox', { name: 'Duration' }).fill('4');
  await courseForm.getByRole('button', { name: 'Add a document' }).click();
  await courseForm.getByRole('textbox', { name: 'Document 1' }).fill('Photo ID');
  await courseForm.getByRole('textbox', { name: 'Prerequisites' }).fill('A current working at heights ticket');
  await courseForm.getByRole('button', { name: 'Create short course' }).click();
  await expect(office.getByRole('row').filter({ hasText: title })).toContainText('Prerequisites: A current working at heights ticket');
  await office.getByRole('button', { name: `Edit ${title}` }).click();
  const editForm = office.getByRole('form', { name: 'Edit short course' });
  await expect(editForm.getByRole('textbox', { name: 'Prerequisites' })).toHaveValue('A current working at heights ticket');
  await office.screenshot({ path: test.info().outputPath('edit-short-course.png'), fullPage: true });
  await editForm.getByRole('button', { name: 'Cancel' }).click();
  await office.getByRole('link', { name: `Sessions of ${title}` }).click();
  await expect(office.getByText('Participants need: A current working at heights ticket')).toBeVisible();
  await office.getByRole('button', { name: 'New session' }).click();
  const sessionForm = office.getByRole('form', { name: 'New session' });
  await sessionForm.getByLabel('Date and time').fill('2027-05-20T08:30');
  await sessionForm.getByRole('textbox', { name: 'Campus' }).click();
  await office.getByRole('option').first().click();
  await sessionForm.getByRole('textbox', { name: 'Trainer' }).click();
  await office.getByRole('option', { name: 'Taylor Trainer' }).click();
  await sessionForm.getByRole('button', { name: 'Add session' }).click();
  const sessions = office.getByRole('table', { name: 'Sessions' });
  await expect(sessions.getByRole('row').filter({ hasText: 'Taylor Trainer' })).toBeVisible();
  expect(await seriousAxeViolations(office)).toEqual([]);

  // A student books it and uploads a photo ID from their bookings.
  const student = await (await browser.newContext()).newPage();
  await signInByApi(student, demoAccount(ROLE.student).email);
  await student.goto('/short-courses');
  await student.getByRole('link', { name: `Book ${title}` }).click();
  // Booking keeps the student in the portal: its menu is still there.
  await expect(student).toHaveURL(/\/short-courses\/[^/]+\/book$/);
  await expect(student.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  const form = student.getByRole('form', { name: 'Book' });
  await form
    .getByRole('radiogroup', { name: /^Choose a session/ })
    .getByRole('radio')
    .first()
    .check();
  await form.getByRole('textbox', { name: /^Phone/ }).fill('0400 111 222');
  await form.getByRole('button', { name: 'Book 1 place' }).click();
  await expect(student.getByRole('heading', { level: 1, name: 'You are booked' })).toBeVisible();
  await student.goto('/applied-short-courses');
  const booking = student.getByRole('article').filter({ hasText: title });
  await booking.getByRole('link', { name: 'Documents' }).click();
  await expect(student.getByRole('heading', { level: 1, name: `Documents for ${title}` })).toBeVisible();
  const photoId = student.getByRole('region', { name: 'Photo ID' });
  await expect(photoId.getByText('Not uploaded')).toBeVisible();
  const chooser = student.waitForEvent('filechooser');
  await photoId.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
  await expect(photoId.getByText('Waiting for a check')).toBeVisible();
  await expect(photoId.getByRole('button', { name: 'licence.pdf' })).toBeVisible();
  const documentsPath = new URL(student.url()).pathname;

  // The office sends it back with a reason, then accepts it.
  await office.goto(documentsPath);
  const checked = office.getByRole('region', { name: 'Photo ID' });
  await checked.getByRole('button', { name: 'Send back' }).click();
  const dialog = office.getByRole('dialog', { name: 'Send back Photo ID' });
  await dialog.getByRole('textbox', { name: 'What needs fixing' }).fill('The licence has expired: upload a current one.');
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expect(checked.getByText('Sent back')).toBeVisible();
  await student.reload();
  await expect(photoId.getByText('The licence has expired: upload a current one.')).toBeVisible();
  await student.screenshot({ path: test.info().outputPath('documents-sent-back.png'), fullPage: true });
  expect(await seriousAxeViolations(student)).toEqual([]);
  await office.reload();
  expect(await seriousAxeViolations(office)).toEqual([]);
  await checked.getByRole('button', { name: 'Accept' }).click();
  await expect(checked.getByText('Accepted')).toBeVisible();
  await expect(checked.getByRole('button', { name: 'Remove' })).toHaveCount(0);

  // The invoice: the office reads it on its page, the student downloads it from their bookings.
  await office.goto('/short-courses-order?search=' + encodeURIComponent(code));
  await office
    .getByRole('link', { name: /^SC-\d{6}: / })
    .first()
    .click();
  await expect(office.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
  await expect(office.getByText(/booked 1 place from their account/)).toBeVisible();
  await office.screenshot({ path: test.info().outputPath('order.png'), fullPage: true });
  await office.getByRole('link', { name: 'Tax invoice' }).click();
  await expect(office.getByRole('heading', { level: 1, name: /^Tax invoice SC-\d{6}$/ })).toBeVisible();
  await expect(office.locator('iframe[title^="Tax invoice"]')).toHaveAttribute('src', /^blob:/);
  expect(await seriousAxeViolations(office)).toEqual([]);
  await student.goto('/applied-short-courses');
  const download = student.waitForEvent('download');
  await student.getByRole('article').filter({ hasText: title }).getByRole('button', { name: 'Download invoice' }).click();
  expect((await download).suggestedFilename()).toMatch(/^tax-invoice-SC-\d{6}\.pdf$/);
});

test('the booking page shows the soonest sessions, the rest a tap away, and narrows them to a campus', async ({ page, request }) => {
  const admin = await asSuperadmin(request);
  const [course] = (await admin.get<{ data: { id: string }[] }>('/api/short-courses?search=hltaid011')).data;
  const { sessions } = (await (await request.get(`/api/short-course-book/${course!.id}`)).json()).data as {
    sessions: { location: { id: string; name: string } }[];
  };
  expect(sessions.length).toBeGreaterThan(6);
  await page.goto(`/short-course-book/${course!.id}`);
  const form = page.getByRole('form', { name: 'Book' });
  const choices = form.getByRole('radiogroup', { name: /^Choose a session/ }).getByRole('radio');
  await expect(choices).toHaveCount(6);
  await form.getByRole('button', { name: `Show ${sessions.length - 6} more sessions` }).click();
  await expect(choices).toHaveCount(sessions.length);
  // The demo course runs at several campuses.
  const campuses = [...new Set(sessions.map((s) => s.location.name))];
  expect(campuses.length).toBeGreaterThan(1);
  await form.getByRole('radiogroup', { name: 'Campus' }).getByRole('radio', { name: campuses[0]! }).check();
  await expect(form.getByRole('radiogroup', { name: /^Choose a session/ }).getByRole('radio')).toHaveCount(
    sessions.filter((s) => s.location.name === campuses[0]).length,
  );
});

test('on a phone the office’s bookings list fits the screen, each booking saying its places', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, demoAccount(ROLE.admin).email);
  await page.goto('/short-courses-order');
  const table = page.getByRole('table', { name: 'Short-course bookings' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Amount' })).toBeInViewport();
  await expect(table.getByText(/ · \d+ places?$/).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
