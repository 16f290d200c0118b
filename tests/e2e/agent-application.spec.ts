// Issue 8 "an agent submits an application for a student": the demo education agent opens a new application
// from the side menu, fills every step for an overseas student (documents uploaded, the student's signature
// drawn on the pad), submits and finds it in their own list; Admissions then find it in the application list
// by the student's name and read that the agent filled it in. The form is new; no seeded record changes.
import { expect, test, type Page } from '@playwright/test';
import { ROLE } from '@shared/permissions';
import { demoAccount, sideMenuLinks, signInByApi, signInFromHome, uniqueEmail } from './support/portal';
import { answer, choose, field, PDF, saveAndContinue, sign, stepHeading } from './support/wizard';

const agent = demoAccount(ROLE.agent);
const admissions = demoAccount(ROLE.admissions);
const AGENCY = 'Harbour Education Services';

const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Chooses a document for a files question through its "Choose files" button, as the browser's picker would. */
const attach = async (page: Page, question: string, name: string) => {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('group', { name: question })
    .getByRole('button', { name: /^Choose (files|a file)$/ })
    .click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('list', { name: `Files for ${question}` }).getByText(name)).toBeVisible();
};

const search = async (page: Page, text: string) => {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(text);
};

test('an agent submits an application for a student, and Admissions find it in the list as filled in by the agent', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 850 });
  const shot = (on: Page, name: string) => on.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const student = { firstname: `Linh${Math.random().toString(36).slice(2, 7)}`, lastname: 'Nguyen', email: uniqueEmail('applicant') };
  const name = `${student.firstname} ${student.lastname}`;

  // --- The agent opens a new application from the side menu ---
  await signInFromHome(page, agent.email);
  await sideMenuLinks(page).getByText('Application', { exact: true }).click();
  await expect(page).toHaveURL('/application');
  await expect(page.getByRole('heading', { level: 1, name: 'Your application forms' })).toBeVisible();
  await page.getByRole('link', { name: 'New form' }).click();
  await expect(page).toHaveURL('/application/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New application form' })).toBeVisible();
  await expect(stepHeading(page, 'Your details')).toBeVisible();
  // The form is about the student: nothing of the agent's own account is filled in for them.
  await expect(field(page, 'First name')).toHaveValue('');
  await expect(field(page, 'E-mail')).toHaveValue('');

  // --- Your details: an adult overseas student, so no guardian signs ---
  await field(page, 'First name').fill(student.firstname);
  await field(page, 'Last name').fill(student.lastname);
  await field(page, 'E-mail').fill(student.email);
  await field(page, 'Phone').fill('+84 912 345 678');
  await page.getByLabel('Date of birth').fill('2002-03-14');
  await answer(page, 'Gender', 'Female');
  await field(page, 'Nationality (citizenship)').fill('Vietnamese');
  await answer(page, 'Will you study as a domestic or an overseas student?', 'Overseas: I hold, or will apply for, a student visa');
  await shot(page, 'agent-1-details');
  await saveAndContinue(page);

  // The first save made the form: its address is the edit page now.
  await expect(page).toHaveURL(/\/application\/[a-z0-9-]+\/edit$/);
  const id = /\/application\/([a-z0-9-]+)\/edit$/.exec(page.url())![1]!;

  await expect(stepHeading(page, 'Passport, visa and health cover')).toBeVisible();
  await field(page, 'Passport number').fill('C1234567');
  await field(page, 'Country that issued your passport').fill('Vietnam');
  await page.getByLabel('Passport expiry date').fill(dayFrom(4 * 365));
  await answer(page, 'Are you in Australia now?', 'No');
  await expect(page.getByRole('combobox', { name: 'Your current visa' })).toHaveCount(0);
  await answer(page, 'Have you ever been refused a visa, for Australia or any other country?', 'No');
  await answer(page, 'Overseas Student Health Cover (OSHC)', 'Please arrange OSHC for me and add it to my fees');
  await saveAndContinue(page);

  await expect(stepHeading(page, 'Your addresses')).toBeVisible();
  await field(page, 'Home-country address: street').fill('25 Le Loi Street, District 1');
  await field(page, 'Home-country address: city or town').fill('Ho Chi Minh City');
  await field(page, 'Home-country address: postcode').fill('700000');
  await field(page, 'Home-country address: country').fill('Vietnam');
  await answer(page, 'Do you have an address in Australia?', 'No');
  await saveAndContinue(page);

  await expect(stepHeading(page, 'Course preference')).toBeVisible();
  const course = page.getByRole('combobox', { name: 'Course you are applying for' });
  const courseId = await course.locator('option', { hasText: 'BSB40120' }).getAttribute('value');
  await course.selectOption(courseId!);
  const campus = page.getByRole('combobox', { name: 'Campus' });
  await expect(campus).toBeEnabled();
  await expect(campus.locator('option')).not.toHaveCount(1);
  await campus.selectOption({ index: 1 });
  await page.getByLabel('Preferred intake (start date)').fill(dayFrom(60));
  await answer(page, /Will you ask for credit for study/, 'No');
  await saveAndContinue(page);

  await expect(stepHeading(page, 'Education history')).toBeVisible();
  await page.getByRole('button', { name: 'Add a qualification' }).click();
  await field(page, 'Qualification').fill('Upper secondary school graduation certificate');
  await field(page, 'School, college or university').fill('Le Hong Phong High School');
  await field(page, 'Country').fill('Vietnam');
  await choose(page, 'Status', 'Completed');
  await field(page, 'Year completed (or expected)').fill('2020');
  await saveAndContinue(page);

  await expect(stepHeading(page, 'English')).toBeVisible();
  await answer(page, 'Is English your first language?', 'No');
  await field(page, 'Your first language').fill('Vietnamese');
  await choose(page, 'English test', 'IELTS Academic');
  await field(page, 'Overall score').fill('6.5');
  await page.getByLabel('Test date').fill(dayFrom(-90));
  await saveAndContinue(page);

  await expect(stepHeading(page, 'Employment')).toBeVisible();
  await answer(page, 'Are you working now?', 'No');
  await expect(field(page, 'Employer')).toHaveCount(0);
  await saveAndContinue(page);

  await expect(stepHeading(page, 'Education agent')).toBeVisible();
  // What the portal knows of the agent is there already: the application comes through them, and they are its contact.
  const throughAgent = page.getByRole('radiogroup', { name: 'Are you applying through an education agent?' });
  await expect(throughAgent.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
  await expect(field(page, 'Your contact at the agency')).toHaveValue(agent.name);
  await expect(field(page, "Agency's e-mail")).toHaveValue(agent.email);
  await field(page, 'Agency').fill(AGENCY);
  await field(page, "Agency's phone").fill('02 9000 1234');
  await saveAndContinue(page);

  // --- Documents: those an overseas applicant with an English test result must give ---
  await expect(stepHeading(page, 'Documents')).toBeVisible();
  await attach(page, 'Passport (the page with your photo)', 'passport.pdf');
  await attach(page, 'Transcripts and certificates of your education', 'school-certificate.pdf');
  await answer(page, 'Are all your education documents in English?', 'Yes');
  await attach(page, 'English test result', 'ielts-result.pdf');
  await attach(page, 'Evidence of funds for your fees and living costs', 'bank-statement.pdf');
  // OSHC arranged by the college: no policy asked for.
  await expect(page.getByRole('group', { name: 'Your OSHC policy' })).toHaveCount(0);
  await shot(page, 'agent-9-documents');
  await saveAndContinue(page);

  // --- The declaration, signed by the student on the agent's screen ---
  await expect(stepHeading(page, 'Declaration and signature')).toBeVisible();
  await expect(page.getByRole('img', { name: /Parent or guardian signature/ })).toHaveCount(0);
  await page.getByRole('checkbox', { name: /I have read the course information/ }).check();
  await page.getByRole('checkbox', { name: /I have read the privacy notice/ }).check();
  await page.getByRole('checkbox', { name: /I declare that the information and documents/ }).check();
  await sign(page, /Student signature: a pad to sign on/);
  await page.getByLabel('Date signed').fill(dayFrom(0));
  await shot(page, 'agent-10-signed');
  await saveAndContinue(page);

  // --- The review and the submission ---
  await expect(stepHeading(page, 'Check and submit')).toBeVisible();
  const review = (step: string) => page.getByRole('region', { name: step, exact: true });
  await expect(review('Your details').getByText(student.firstname, { exact: true })).toBeVisible();
  await expect(review('Course preference').getByText('BSB40120', { exact: false }).first()).toBeVisible();
  await expect(review('Education agent').getByText(AGENCY)).toBeVisible();
  await expect(review('Documents').getByText('passport.pdf')).toBeVisible();
  await expect(review('Documents').getByText('bank-statement.pdf')).toBeVisible();
  await expect(review('Declaration and signature').getByText('Signed', { exact: true })).toBeVisible();
  await expect(page.getByText('Submit the form — you can’t change it after')).toBeVisible();
  await shot(page, 'agent-11-review');
  const submitted = page.waitForResponse((res) => res.url().endsWith(`/api/form/${id}`) && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Submit the form' }).click();
  expect((await submitted).status()).toBe(200);

  // The confirmation: the form's own page, submitted, filled in by the agent.
  await expect(page).toHaveURL(`/application/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Application form' })).toBeVisible();
  const standing = page.getByRole('region', { name: 'Where it stands' });
  await expect(standing.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(standing.getByText(`${agent.name}, agent (${agent.email})`)).toBeVisible();
  // Submitted: the agent can read it but no longer change it.
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await shot(page, 'agent-12-submitted');

  // The agent's own list has it, submitted.
  await page.getByRole('link', { name: '← Your application forms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your application forms' })).toBeVisible();
  await search(page, name);
  const own = page.getByRole('table', { name: 'Application forms' });
  await expect(own.getByRole('row')).toHaveCount(2);
  const ownRow = own.getByRole('row').filter({ hasText: name });
  await expect(ownRow.getByRole('link', { name })).toHaveAttribute('href', `/application/${id}`);
  await expect(ownRow.getByText(student.email)).toBeVisible();
  await expect(ownRow.getByText(AGENCY)).toBeVisible();
  // Its last column is the submission: a date where a draft has its badge.
  await expect(ownRow.getByText('Draft', { exact: true })).toHaveCount(0);
  await expect(ownRow.getByRole('cell').last()).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
  await shot(page, 'agent-13-own-list');
  await page.context().close();

  // --- Admissions, in a browser of their own, find it by the student's name ---
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 1366, height: 850 } });
  const staff = await context.newPage();
  await signInByApi(staff, admissions.email);
  await staff.goto('/');
  await sideMenuLinks(staff).getByText('Application', { exact: true }).click();
  await expect(staff).toHaveURL('/application');
  await expect(staff.getByRole('heading', { level: 1, name: 'Application forms' })).toBeVisible();
  await search(staff, name);
  const table = staff.getByRole('table', { name: 'Application forms' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row.getByText(AGENCY)).toBeVisible();
  await expect(row.getByText(`Through ${agent.name}`)).toBeVisible();
  await expect(row.getByText('Not verified')).toBeVisible();
  await shot(staff, 'staff-1-list');

  await row.getByRole('link', { name }).click();
  await expect(staff).toHaveURL(`/application/${id}`);
  await expect(staff.getByRole('heading', { level: 1, name: 'Application form' })).toBeVisible();
  const summary = staff.getByRole('region', { name: 'Where it stands' });
  await expect(summary.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(summary.getByText(`${agent.name}, agent (${agent.email})`)).toBeVisible();
  const agency = staff.getByRole('region', { name: 'Education agent' });
  await expect(agency.getByText(AGENCY)).toBeVisible();
  await expect(agency.getByText(agent.email)).toBeVisible();
  const documents = staff.getByRole('region', { name: 'Documents' });
  for (const file of ['passport.pdf', 'school-certificate.pdf', 'ielts-result.pdf', 'bank-statement.pdf'])
    await expect(documents.getByRole('button', { name: `Download ${file}` })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Declaration and signature' }).getByRole('img', { name: /Student signature/ })).toBeVisible();
  // The history names the agent as the one who submitted it.
  const history = staff.getByRole('region', { name: 'History' });
  await expect(history.getByText(`Submitted the application form of ${name}.`)).toBeVisible();
  await expect(history.getByText(new RegExp(`^${agent.name} · `)).first()).toBeVisible();
  await shot(staff, 'staff-2-detail');
  await context.close();
});
