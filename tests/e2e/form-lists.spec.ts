// Issue 8 "Detail page, PDF and lists": a family's list at its base path and a form's page. A student's
// form, submitted through the API, is found by the family's staff in their list, read in full and
// verified, and the student sees the verification in their own list. Phones get cards; axe finds no
// serious violation on either page.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formTypeBySlug } from '@shared/forms/catalogue';
import { holds, isRequired, visibleSteps } from '@shared/forms/conditions';
import { completeAnswers } from '@shared/forms/examples';
import { ROLE } from '@shared/permissions';
import { DEMO_PASSWORD } from '@infra/local/demo-accounts';
import { demoAccount, seriousAxeViolations, signInByApi, uniqueEmail } from './support/portal';
import { asSuperadmin } from './support/throwaway';
import { pdfText } from '../../functions/pdf/documents/read-pdf-text';
import { completeFields, PDF_BYTES, PNG_BYTES } from '../support/form-fields';

type FilePart = { name: string; mimeType: string; buffer: Buffer };

const tokenOf = async (request: APIRequestContext, email: string): Promise<string> => {
  const res = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `sign-in as ${email}`).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
};

/** An active course that runs somewhere, and its first campus, as every signed-in user may read them. */
const courseAndCampus = async (request: APIRequestContext, token: string) => {
  const headers = { authorization: `Bearer ${token}` };
  const { data: courses } = (await (await request.get('/api/course-list', { headers })).json()) as { data: { id: string; name: string }[] };
  for (const course of courses) {
    const { data } = (await (await request.get(`/api/course-list/${course.id}`, { headers })).json()) as {
      data: { locations: { location_id: string; location_name: string }[] };
    };
    const campus = data.locations[0];
    if (campus) return { courseId: course.id, courseName: course.name, locationId: campus.location_id, campusName: campus.location_name };
  }
  throw new Error('No active course runs at a campus');
};

/**
 * Fills in and submits a complete form of a family as `email` (multipart, as the SPA sends it): the answers
 * generated from the definition, a drawn signature and a PDF for each document the answers require.
 */
const submitForm = async (
  request: APIRequestContext,
  email: string,
  slug: string,
  person: { firstname: string; lastname: string },
  { overrides = {}, draft = false }: { overrides?: Record<string, unknown>; draft?: boolean } = {},
) => {
  const type = formTypeBySlug(slug)!;
  const token = await tokenOf(request, email);
  const ids = await courseAndCampus(request, token);
  const given = { ...person, email: uniqueEmail('form'), ...overrides };
  const answers: Record<string, unknown> = { ...completeAnswers(type.definition, ids), ...given };
  const documents = visibleSteps(type.definition, answers)
    .flatMap((step) => step.fields)
    .flatMap((f) => (f.kind === 'files' && holds(f.showIf, answers) && isRequired(f.required, answers) ? [f] : []));
  const files: Record<string, FilePart> = { 'signature[signature1]': { name: 'signature.png', mimeType: 'image/png', buffer: PNG_BYTES } };
  for (const f of documents) files[`${f.group}[0]`] = { name: `${f.key}.pdf`, mimeType: 'application/pdf', buffer: PDF_BYTES };
  const res = await request.post('/api/form', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { ...completeFields(slug, ids, given), ...(draft ? {} : { 'form[submit]': '1', ...files }) },
  });
  expect(res.status(), `submitting a ${slug} form: ${await res.text()}`).toBe(201);
  return { id: ((await res.json()) as { data: { id: string } }).data.id, ...ids };
};

/** The calendar date `days` from today (negative: before). */
const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A name no other test's form has, to search for. */
const uniquePerson = (prefix: string) => ({ firstname: `${prefix}${Math.random().toString(36).slice(2, 7)}`, lastname: 'Listcheck' });

/** Waits until the page's data has arrived: no busy region and no loader left. */
const settled = async (page: Page) => {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
};

const search = async (page: Page, text: string) => {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${text}`));
};

test('Admissions finds a student’s credit transfer in the list, reads it in full and verifies it; the student sees it verified', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 850 });
  const person = uniquePerson('Quinn');
  const name = `${person.firstname} ${person.lastname}`;
  const form = await submitForm(request, demoAccount(ROLE.student).email, 'credit-transfer', person);

  // The list: newest first, searched by name.
  await signInByApi(page, demoAccount(ROLE.admissions).email);
  await page.goto('/credit-transfer');
  await expect(page.getByRole('heading', { level: 1, name: 'Credit transfer forms' })).toBeVisible();
  await search(page, person.firstname);
  const table = page.getByRole('table', { name: 'Credit transfer forms' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('BCDFGH234K')).toBeVisible(); // the family's own column: the USI
  await expect(row.getByText('Not verified')).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'USI' })).toBeVisible();
  await settled(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('staff-list-desktop.png'), fullPage: true });

  // The form's page: every visible step, answers as people read them.
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/credit-transfer/${form.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Credit transfer form' })).toBeVisible();
  await expect(page.getByText(`${name} · Student id HI2026001`)).toBeVisible();
  const units = page.getByRole('region', { name: 'Units they ask credit for' });
  await expect(units.getByText(form.courseName, { exact: false })).toBeVisible();
  await expect(units.getByText(form.campusName, { exact: true })).toBeVisible();
  await expect(units.getByRole('table', { name: 'Units' }).getByRole('cell', { name: 'BSBWHS311' })).toBeVisible();
  const evidence = page.getByRole('region', { name: 'The student’s evidence' });
  await expect(evidence.getByRole('button', { name: /^Download evidence_files\.pdf/ })).toBeVisible();
  await expect(evidence.getByText('Not answered')).toBeVisible(); // no certified copies
  const declaration = page.getByRole('region', { name: 'Declaration and signature' });
  await expect(declaration.getByText('Signed', { exact: true })).toBeVisible();
  await expect(declaration.getByRole('img', { name: 'Student signature' })).toBeVisible();
  await expect(page.getByText('Not verified yet')).toBeVisible();
  await settled(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('staff-detail-desktop.png'), fullPage: true });

  // A file opens through a short-lived link the API gives after checking who asks.
  const link = page.waitForResponse((res) => res.url().includes(`/api/form/${form.id}/files/`));
  const opened = page.context().waitForEvent('page');
  await evidence.getByRole('button', { name: /^Download evidence_files\.pdf/ }).click();
  expect((await link).status()).toBe(200);
  await (await opened).close();

  // Verify, and take it back, and verify again: each decision asked once more, with a note for the history.
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  const verifying = page.getByRole('dialog', { name: 'Verify this form?' });
  await verifying.getByRole('textbox', { name: /^Note/ }).fill('Transcript checked against the USI register');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await verifying.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(verifying).toBeHidden();
  await expect(page.getByText(/^Verified by Morgan Admissions on /)).toBeVisible();
  await expect(page.getByText('Verified the form: Transcript checked against the USI register')).toBeVisible();
  await page.getByRole('button', { name: 'Unverify', exact: true }).click();
  await page.getByRole('dialog', { name: 'Mark this form as not verified?' }).getByRole('button', { name: 'Unverify' }).click();
  await expect(page.getByText('Not verified yet')).toBeVisible();
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByRole('dialog', { name: 'Verify this form?' }).getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText(/^Verified by Morgan Admissions on /)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('staff-detail-verified.png'), fullPage: true });

  // The PDF the server renders says the same: the form, its answers by their labels, the verification.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`credit-transfer-form-${form.id}.pdf`);
  const pdf = readFileSync((await download.path())!);
  const text = pdfText(pdf).replace(/\s+/g, ' ');
  expect(text).toContain('Credit transfer');
  expect(text).toContain(`First name ${person.firstname}`);
  expect(text).toContain(`Last name ${person.lastname}`);
  expect(text).toContain('BSBWHS311');
  expect(text).toContain('Verified by Morgan Admissions');

  // The student's own list says so.
  const student = await browser.newPage({ viewport: { width: 1366, height: 850 } });
  await signInByApi(student, demoAccount(ROLE.student).email);
  await student.goto('/credit-transfer');
  await expect(student.getByRole('heading', { level: 1, name: 'Your credit transfer forms' })).toBeVisible();
  await search(student, person.firstname);
  const own = student.getByRole('table', { name: 'Credit transfer forms' }).getByRole('row').filter({ hasText: name });
  const badge = own.getByText('Verified by Morgan Admissions', { exact: true });
  await expect(badge).toBeVisible();
  await expect(own.getByRole('button', { name: /Verify|Unverify/ })).toHaveCount(0);
  await badge.hover();
  await expect(student.getByRole('tooltip')).toHaveText(/^Verified by Morgan Admissions on /);
  await student.screenshot({ path: testInfo.outputPath('student-list-desktop.png'), fullPage: true });
  // The student reads it, and may no longer change it.
  await own.getByRole('link', { name }).click();
  await expect(student.getByText(/^Verified by Morgan Admissions on /)).toBeVisible();
  await expect(student.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(student.getByRole('button', { name: /Verify|Unverify/ })).toHaveCount(0);
  await student.close();
});

test('Admissions verifies a submitted application from its row, and takes it back', async ({ page, request }, testInfo) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 850 });
  const person = uniquePerson('Rowan');
  const name = `${person.firstname} ${person.lastname}`;
  await submitForm(request, demoAccount(ROLE.student).email, 'application', person);

  await signInByApi(page, demoAccount(ROLE.admissions).email);
  await page.goto('/application?status=submitted');
  await expect(page.getByRole('heading', { level: 1, name: 'Application forms' })).toBeVisible();
  await search(page, person.firstname);
  const row = page.getByRole('table', { name: 'Application forms' }).getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Verify ${name}’s form` }).click();
  await page.getByRole('dialog', { name: 'Verify this form?' }).getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(row.getByText('Verified by Morgan Admissions', { exact: true })).toBeVisible();
  // The filter keeps to verified forms; clearing it brings every form back.
  await page.getByRole('textbox', { name: 'Verified' }).click();
  await page.getByRole('option', { name: 'Verified', exact: true }).click();
  await expect(page).toHaveURL(/verified=true/);
  await expect(row).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('staff-quick-verify.png'), fullPage: true });
  await row.getByRole('button', { name: `Unverify ${name}’s form` }).click();
  await page.getByRole('dialog', { name: 'Mark this form as not verified?' }).getByRole('button', { name: 'Unverify' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No application forms match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/verified=|search=|status=/);
});

test('Admissions sends a form back with a reason; the student reads it, changes the form and submits it again', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const person = uniquePerson('Sasha');
  const name = `${person.firstname} ${person.lastname}`;
  const form = await submitForm(request, demoAccount(ROLE.student).email, 'credit-transfer', person);
  const reason = 'The postcode does not match the suburb: check it against your lease.';

  await signInByApi(page, demoAccount(ROLE.admissions).email);
  await page.goto(`/credit-transfer/${form.id}`);
  await page.getByRole('button', { name: 'Send back' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this form back?' });
  // A reason is required: the student reads it.
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expect(dialog.getByText('Say what needs to change')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^What needs to change/ }).fill(reason);
  await page.screenshot({ path: test.info().outputPath('staff-send-back-dialog.png') });
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expect(dialog).toBeHidden();
  const notice = page.getByRole('alert').filter({ hasText: 'Sent back to be changed' });
  await expect(notice).toContainText(reason);
  await expect(page.getByRole('button', { name: 'Verify', exact: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('staff-sent-back.png') });

  // The student finds it on their dashboard, reads why, changes it and submits it again.
  const student = await browser.newPage({ viewport: { width: 1366, height: 850 } });
  await signInByApi(student, demoAccount(ROLE.student).email);
  await student.goto('/dashboard');
  const newest = student.getByRole('list', { name: 'Your newest forms' });
  await expect(newest.getByText(`To change: ${reason}`)).toBeVisible();
  await student.screenshot({ path: test.info().outputPath('student-dashboard-sent-back.png'), fullPage: true });
  await newest
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await student.getByRole('link', { name: 'Change and submit again' }).click();
  await expect(student.getByRole('alert').filter({ hasText: reason })).toBeVisible();
  // A form sent back opens on its answers, every step a click away.
  await expect(student.getByRole('heading', { level: 2, name: 'Check and submit' })).toBeVisible();
  await student.getByRole('button', { name: 'Submit the form' }).click();
  await expect(student).toHaveURL(`/credit-transfer/${form.id}`);
  await expect(student.getByRole('alert').filter({ hasText: 'Sent back to be changed' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Verify', exact: true })).toBeVisible();
  await student.close();
});

test('on a phone, a student’s forms are cards, a form reads in one column, and an empty list says what to do', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const person = uniquePerson('Sasha');
  const name = `${person.firstname} ${person.lastname}`;
  const form = await submitForm(request, demoAccount(ROLE.student).email, 'request-of-information', person);

  await signInByApi(page, demoAccount(ROLE.student).email);
  await page.goto('/request-of-information');
  await expect(page.getByRole('heading', { level: 1, name: 'Your request of information forms' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New form' })).toBeVisible();
  await search(page, person.firstname);
  const cards = page.getByRole('list', { name: 'Request of information forms' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  // The family's columns by their questions' labels, choices by their labels.
  await expect(cards.getByText('Documents you need:')).toBeVisible();
  await expect(cards.getByText('Academic transcript')).toBeVisible();
  await expect(cards.getByText(/^Submitted /)).toBeVisible();
  await settled(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('student-list-phone.png'), fullPage: true });

  await cards.getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/request-of-information/${form.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Request of information form' })).toBeVisible();
  const request_ = page.getByRole('region', { name: 'What you need' });
  await expect(request_.getByRole('listitem').filter({ hasText: 'Academic transcript' })).toBeVisible();
  await expect(request_.getByText('Student visa application')).toBeVisible();
  await expect(page.getByRole('region', { name: 'How you receive it' }).getByText('By e-mail, to the address in your details')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Declaration and signature' }).getByText('Agreed')).toBeVisible();
  await settled(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('student-detail-phone.png'), fullPage: true });

  // Someone with no form of a family yet is told how to start one.
  const admin = await asSuperadmin(request);
  const fresh = await admin.createUser('forms-empty');
  try {
    const second = await page
      .context()
      .browser()!
      .newPage({ viewport: { width: 390, height: 844 } });
    await signInByApi(second, fresh.email);
    await second.goto('/change-of-address');
    await expect(second.getByRole('heading', { level: 1, name: 'Your change of address forms' })).toBeVisible();
    await expect(second.getByRole('heading', { name: 'You have no change of address forms yet' })).toBeVisible();
    await expect(second.getByText('Start one with New form.', { exact: false })).toBeVisible();
    await second.screenshot({ path: testInfo.outputPath('empty-list-phone.png'), fullPage: true });
    await second.close();
  } finally {
    await admin.deleteUser(fresh.id);
  }
});

test('a change of address shows its 7-day clock in the list and on its page', async ({ page, request }, testInfo) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 850 });
  const student = demoAccount(ROLE.student).email;
  const late = uniquePerson('Tamsin');
  const soon = uniquePerson('Tamsin');
  // Reported ten days after the move: three days late. A draft about a move six days ago: due about now.
  const { id } = await submitForm(request, student, 'change-of-address', late, { overrides: { moved_on: dayFrom(-10) } });
  await submitForm(request, student, 'change-of-address', soon, { overrides: { moved_on: dayFrom(-6) }, draft: true });

  await signInByApi(page, demoAccount(ROLE.admin).email);
  await page.goto('/change-of-address');
  await expect(page.getByRole('heading', { level: 1, name: 'Change of address forms' })).toBeVisible();
  await search(page, 'Tamsin');
  const table = page.getByRole('table', { name: 'Change of address forms' });
  await expect(table.getByRole('columnheader', { name: 'Deadline' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Date you moved' })).toBeVisible();
  const lateRow = table.getByRole('row').filter({ hasText: late.firstname });
  await expect(lateRow.getByText(/^\d+ days overdue$/)).toBeVisible();
  const soonRow = table.getByRole('row').filter({ hasText: soon.firstname });
  await expect(soonRow.getByText('Draft', { exact: true })).toBeVisible();
  await expect(soonRow.getByText(/^(Due today|Due tomorrow|2 days left)$/)).toBeVisible();
  // A draft cannot be verified yet: only the submitted row offers it.
  await expect(soonRow.getByRole('button', { name: /^Verify/ })).toHaveCount(0);
  await expect(lateRow.getByRole('button', { name: /^Verify/ })).toBeVisible();
  await settled(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('clocks-list-desktop.png'), fullPage: true });
  // Staff filter by where the clock stands.
  await page.getByRole('textbox', { name: 'Deadline' }).click();
  await page.getByRole('option', { name: 'Overdue', exact: true }).click();
  await expect(page).toHaveURL(/clock=overdue/);
  await expect(soonRow).toHaveCount(0);
  await expect(lateRow).toBeVisible();

  await page.goto(`/change-of-address/${id}`);
  const standing = page.getByRole('region', { name: 'Where it stands' });
  await expect(standing.getByText('Report the new address within 7 days of moving')).toBeVisible();
  await expect(standing.getByText(/^\d+ days overdue$/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('clock-detail-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/change-of-address?search=Tamsin');
  await expect(page.getByRole('list', { name: 'Change of address forms' }).getByRole('listitem')).toHaveCount(2);
  await page.screenshot({ path: testInfo.outputPath('clocks-list-phone.png'), fullPage: true });
});

test('Student support records the college’s decision on a complaint in its own step; the student reads it, and never sees that step', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const person = uniquePerson('Rowan');
  const student = demoAccount(ROLE.student);
  const form = await submitForm(request, student.email, 'complaints-appeals', person);

  // Staff open the submitted complaint, go to the college's decision and record it.
  await signInByApi(page, demoAccount(ROLE.studentSupport).email);
  await page.goto(`/complaints-appeals/${form.id}`);
  await expect(page.getByRole('region', { name: 'College decision' }).getByText('The college has not recorded its decision yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Change College decision' }).click();
  await page.getByRole('radiogroup', { name: 'Outcome' }).getByRole('radio', { name: 'Partly upheld', exact: true }).check();
  await page.getByRole('textbox', { name: 'Reasons for the outcome' }).fill('The assessment was marked against last year’s rubric.');
  await page.getByLabel('Date of the outcome').fill(new Date().toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Save and continue' }).click();
  const saved = page.waitForResponse((res) => res.url().endsWith(`/api/form/${form.id}`) && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(`/complaints-appeals/${form.id}`);

  // The student reads the decision on their form; their own wizard has no such step.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } });
  const own = await context.newPage();
  await signInByApi(own, student.email);
  await own.goto(`/complaints-appeals/${form.id}`);
  const decision = own.getByRole('region', { name: 'College decision' });
  await expect(decision.getByText('Partly upheld')).toBeVisible();
  await expect(decision.getByText('The assessment was marked against last year’s rubric.')).toBeVisible();
  await own.goto('/complaints-appeals/new');
  await expect(own.getByRole('heading', { name: 'New complaints and appeals form' })).toBeVisible();
  await expect(own.getByText('College decision')).toHaveCount(0);
  await context.close();
});
