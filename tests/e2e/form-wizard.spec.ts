// Issue 8 "The engine": a student enrols on a phone-sized screen — the first steps, a document, a drawn
// signature — leaves halfway, resumes on "another device" at the saved step with the answers kept, and
// submits; the wizard has no serious accessibility violation; conditional steps follow the answers live.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import type { FormView } from '@shared/schemas/forms';
import { demoAccount, seriousAxeViolations, signInByApi, uniqueEmail } from './support/portal';
import { choose, field, PDF, saveAndContinue, sign, stepHeading } from './support/wizard';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const student = demoAccount(ROLE.student);
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** A page signed in as the student on a phone: each call is a device of its own. */
const phoneOf = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({ ...PHONE, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInByApi(page, student.email);
  return page;
};

/** axe on the page once the one-second toasts ("Form saved.") are gone: they are the API client's, not the wizard's. */
const seriousViolations = async (page: Page) => {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  return seriousAxeViolations(page);
};

/** The form as the API answers it, read with the page's own token. */
const formAsStored = async (page: Page, id: string): Promise<FormView> => {
  const token = await page.evaluate(() => window.localStorage.getItem('cactoken'));
  const res = await page.request.get(`/api/form/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: FormView }).data;
};

test('a student enrols on a phone, leaves halfway, resumes on another device and submits', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const shot = (page: Page, name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

  // --- First device: the first three steps, with a document ---
  const page = await phoneOf(browser);
  await page.goto('/enrollment/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New enrolment form' })).toBeVisible();
  await expect(page.getByText('Step 1 of 10: Your details')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Not saved yet');

  // Required fields are checked before anything is sent, in the server's words.
  await field(page, 'First name').fill('');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Enter first name')).toBeVisible();
  await expect(page.getByText('Enter date of birth')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await field(page, 'First name').fill('Jordan');
  await field(page, 'Last name').fill('Lee');
  await field(page, 'E-mail').fill(uniqueEmail('wizard'));
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('0412 345 678');
  await page.getByLabel('Date of birth').fill('2001-04-12');
  await choose(page, 'Citizenship or residency', 'Australian citizen');
  await field(page, 'Residential address: street').fill('12 George Street');
  await field(page, 'Residential address: suburb').fill('Sydney');
  await choose(page, 'Residential address: state', 'NSW');
  await field(page, 'Residential address: postcode').fill('2000');
  await page.getByRole('checkbox', { name: 'My postal address is the same' }).check();
  await shot(page, 'phone-1-details');
  await saveAndContinue(page);

  // The first save made the form: the address is its edit page now, and the next step is open.
  await expect(page).toHaveURL(/\/enrollment\/[a-z0-9-]+\/edit$/);
  const id = /\/enrollment\/([a-z0-9-]+)\/edit$/.exec(page.url())![1]!;
  await expect(stepHeading(page, 'Unique Student Identifier (USI)')).toBeVisible();
  await expect(page.getByText('Step 2 of 10: Unique Student Identifier (USI)')).toBeVisible();

  // Exempt by the Registrar: the letter is asked for, and uploaded with the step.
  await page.getByRole('radio', { name: 'I am exempt from needing a USI' }).check();
  await expect(page.getByRole('textbox', { name: 'USI' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'The Student Identifiers Registrar has granted me an exemption' }).check();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles({ name: 'usi-exemption.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('usi-exemption.pdf')).toBeVisible();
  await shot(page, 'phone-2-usi-with-file');
  await saveAndContinue(page);
  await expect(stepHeading(page, 'About you')).toBeVisible();

  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('radio', { name: 'Australia' }).check();
  await page.getByRole('radio', { name: 'No, English only' }).check();
  await page
    .getByRole('radiogroup', { name: /Aboriginal or Torres Strait Islander origin/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page
    .getByRole('radiogroup', { name: /disability, impairment/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await saveAndContinue(page);
  await expect(stepHeading(page, 'Schooling, qualifications and work')).toBeVisible();

  // Halfway: one answer typed on the fourth step, saved as a draft after a pause, then the student leaves. (The
  // status said "Saved just now" already, for the step before: the draft's own save is what is waited for.)
  const drafted = page.waitForResponse((res) => /\/api\/form\/[^/]+$/.test(new URL(res.url()).pathname) && res.request().method() === 'POST');
  await choose(page, 'What is your highest COMPLETED school level?', 'Year 12 or equivalent');
  expect((await drafted).status()).toBe(200);
  await expect(page.getByRole('status')).toHaveText('Saved just now');
  await shot(page, 'phone-4-autosaved');
  await page.context().close();

  // --- Another device: the form opens where the student left off, answers kept ---
  const other = await phoneOf(browser);
  await other.goto(`/enrollment/${id}/edit`);
  await expect(stepHeading(other, 'Schooling, qualifications and work')).toBeVisible();
  await expect(other.getByText('Step 4 of 10: Schooling, qualifications and work')).toBeVisible();
  await expect(other.getByRole('combobox', { name: 'What is your highest COMPLETED school level?' })).toHaveValue('12');
  // The earlier steps kept their answers, the document too: open the first from the steps list.
  await other.getByRole('button', { name: 'All steps' }).click();
  await other
    .getByRole('navigation', { name: 'Steps of the form' })
    .getByRole('button', { name: /Unique Student Identifier/ })
    .click();
  await expect(stepHeading(other, 'Unique Student Identifier (USI)')).toBeVisible();
  await expect(other.getByText('usi-exemption.pdf')).toBeVisible();
  await saveAndContinue(other);
  await saveAndContinue(other);
  await expect(stepHeading(other, 'Schooling, qualifications and work')).toBeVisible();

  await other.getByRole('textbox', { name: 'In which year did you complete that school level?' }).fill('2019');
  await other.getByRole('radiogroup', { name: 'Are you still enrolled in secondary school?' }).getByRole('radio', { name: 'No' }).check();
  await other
    .getByRole('radiogroup', { name: /qualifications after school/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await choose(other, 'Which BEST describes your current employment status?', 'Part-time employee');
  await choose(other, 'Which BEST describes the main reason you are doing this course?', 'To get a better job or promotion');
  await saveAndContinue(other);

  await expect(stepHeading(other, 'Emergency contact')).toBeVisible();
  await field(other, 'Name').fill('Sam Lee');
  await field(other, 'Relationship to you').fill('Parent');
  await other.getByRole('textbox', { name: 'Phone', exact: true }).fill('0498 765 432');
  await saveAndContinue(other);

  await expect(stepHeading(other, 'Course, campus and intake')).toBeVisible();
  const course = other.getByRole('combobox', { name: 'Course you are enrolling in' });
  const courseId = await course.locator('option', { hasText: 'BSB40120' }).getAttribute('value');
  await course.selectOption(courseId!);
  const campus = other.getByRole('combobox', { name: 'Campus' });
  await expect(campus).toBeEnabled();
  await expect(campus.locator('option')).toHaveCount(4); // "Choose a campus…" and its three campuses
  await campus.selectOption({ index: 1 });
  await other.getByLabel('Intake (start date)').fill(iso(new Date(Date.now() + 30 * 86_400_000)));
  await other.getByRole('radio', { name: 'Full time' }).check();
  await shot(other, 'phone-6-course');
  await saveAndContinue(other);

  await expect(stepHeading(other, 'Fees')).toBeVisible();
  await other.getByRole('radio', { name: 'I do' }).check();
  await other.getByRole('checkbox', { name: /I have received the fee schedule/ }).check();
  await saveAndContinue(other);

  await expect(stepHeading(other, 'Written agreement and privacy')).toBeVisible();
  for (const box of await other.getByRole('checkbox').all()) await box.check();
  await saveAndContinue(other);

  // The declaration: an adult signs alone, drawing on the pad with a finger.
  await expect(stepHeading(other, 'Declaration and signature')).toBeVisible();
  await expect(other.getByText('Parent or guardian signature')).toHaveCount(0);
  await other.getByRole('checkbox', { name: /I declare that the information/ }).check();
  await sign(other, /Student signature: a pad to sign on/);
  await other.getByLabel('Date signed').fill(iso(new Date()));
  await shot(other, 'phone-9-signed');
  await saveAndContinue(other);

  // The review: every step's answers, a plain warning, and the submission.
  await expect(stepHeading(other, 'Check and submit')).toBeVisible();
  await expect(other.getByText('usi-exemption.pdf')).toBeVisible();
  await expect(other.getByText('BSB40120 Certificate IV in Business')).toBeVisible();
  await expect(other.getByText('Submit the form — you can’t change it after')).toBeVisible();
  expect(await seriousViolations(other)).toEqual([]);
  await shot(other, 'phone-10-review');
  const submitted = other.waitForResponse((res) => res.url().endsWith(`/api/form/${id}`) && res.request().method() === 'POST');
  await other.getByRole('button', { name: 'Submit the form' }).click();
  expect((await submitted).status()).toBe(200);
  await expect(other).toHaveURL(new RegExp(`/enrollment/${id}$`));

  // Submitted, with the document and the signature among its files; the applicant can no longer change it.
  const stored = await formAsStored(other, id);
  expect(stored.status).toBe('submitted');
  expect(stored.submitted_at).toBeTruthy();
  expect(stored.answer.school_level).toBe('12');
  expect(stored.files.map((f) => f.type).sort()).toEqual(['application/pdf', 'image/png']);
  expect(stored.answer.signature_student).toEqual(expect.any(String));
  await other.goto(`/enrollment/${id}/edit`);
  await expect(other.getByText('This form was submitted and can no longer be changed')).toBeVisible();
  await expect(other.getByRole('link', { name: 'View the form' })).toHaveAttribute('href', `/enrollment/${id}`);
  await other.context().close();
});

test('a guardian step follows the date of birth as it is typed, and the wizard reads well on a desktop', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 850 });
  await signInByApi(page, student.email);
  await page.goto('/overseas/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New overseas and transfer form' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Steps of the form' });
  await expect(steps.getByText('Your parent or guardian')).toHaveCount(0);

  const youngster = new Date();
  youngster.setFullYear(youngster.getFullYear() - 16);
  await page.getByLabel('Date of birth').fill(iso(youngster));
  await expect(steps.getByText('Your parent or guardian')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('desktop-overseas-under-18.png'), fullPage: true });
  await page.getByLabel('Date of birth').fill('1998-02-03');
  await expect(steps.getByText('Your parent or guardian')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a keyboard user signs by typing their name, and the form is submitted with that signature', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 850 });
  await signInByApi(page, student.email);
  await page.goto('/change-of-address/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New change of address form' })).toBeVisible();
  await field(page, 'E-mail').fill(uniqueEmail('wizard'));
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('0412 345 678');
  await field(page, 'Student id').fill('HI2026001');
  await page.getByRole('radio', { name: 'No' }).check();
  await saveAndContinue(page);
  await expect(stepHeading(page, 'Your new address')).toBeVisible();
  await page.getByLabel('Date you moved').fill(iso(new Date(Date.now() - 2 * 86_400_000)));
  await field(page, 'Residential address: street').fill('3 Church Street');
  await field(page, 'Residential address: suburb').fill('Parramatta');
  await choose(page, 'Residential address: state', 'NSW');
  await field(page, 'Residential address: postcode').fill('2150');
  await page.getByRole('checkbox', { name: 'My postal address is the same' }).check();
  await saveAndContinue(page);

  await expect(stepHeading(page, 'Declaration and signature')).toBeVisible();
  await page.getByRole('checkbox', { name: /I declare that the information/ }).check();
  // From the keyboard alone: the pad's alternative, typed, drawn in a handwriting face.
  const typeInstead = page.getByRole('button', { name: 'Type your name instead' });
  await typeInstead.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Type your full name to sign' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Type your full name to sign' })).toBeFocused();
  await page.keyboard.type('Jordan Student');
  await page.getByLabel('Date signed').fill(iso(new Date()));
  await page.screenshot({ path: testInfo.outputPath('desktop-typed-signature.png') });
  await saveAndContinue(page);

  await expect(stepHeading(page, 'Check and submit')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Signed' })).toHaveCount(1);
  const id = /\/change-of-address\/([a-z0-9-]+)\/edit$/.exec(page.url())![1]!;
  await page.getByRole('button', { name: 'Submit the form' }).click();
  await expect(page).toHaveURL(new RegExp(`/change-of-address/${id}$`));
  const stored = await formAsStored(page, id);
  expect(stored.status).toBe('submitted');
  expect(stored.files.map((f) => f.type)).toEqual(['image/png']);
});
