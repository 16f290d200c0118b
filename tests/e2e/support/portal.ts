// What the browser tests do again and again: sign in through the form, read the session the page
// holds, and read the mail the SES emulator caught.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@infra/local/demo-accounts';
import { firstLink, mailsTo } from '../../support/mail-store';
import type { LoginResponse } from '@shared/schemas/auth';
import { TOKEN_KEY } from '@web/lib/stored-session';
import { readCloudInfo } from './cloud-info';

/** The seeded demo account of a role. */
export const demoAccount = (role: string): (typeof DEMO_ACCOUNTS)[number] => {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`No demo account for role ${role}`);
  return account;
};

/** The sign-in form on the current page, wherever it is (home or /login). */
export const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });

/**
 * Fills and submits the sign-in form on the current page; resolves with the server's answer, whose
 * role and permissions are what the SPA builds its menu from.
 */
export const submitSignIn = async (page: Page, email: string, password: string = DEMO_PASSWORD): Promise<LoginResponse> => {
  const form = signInForm(page);
  // Role names, not labels: a required field's label text carries a trailing asterisk.
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/login') && res.request().method() === 'POST');
  await form.getByRole('button', { name: 'Sign in' }).click();
  const res = await answer;
  expect(res.status(), `sign-in as ${email}`).toBe(200);
  return (await res.json()) as LoginResponse;
};

/** Opens the home page and signs in there. */
export const signInFromHome = async (page: Page, email: string, password?: string): Promise<LoginResponse> => {
  await page.goto('/');
  return submitSignIn(page, email, password);
};

/**
 * Signs in through the API and hands the token to the page the way "remember me" stores it, for
 * tests about what comes after sign-in. Resolves with the server's answer.
 */
export const signInByApi = async (page: Page, email: string, password: string = DEMO_PASSWORD): Promise<LoginResponse> => {
  const res = await page.request.post('/api/login', { data: { email, password } });
  expect(res.status(), `sign-in as ${email}`).toBe(200);
  const answer = (await res.json()) as LoginResponse;
  await page.addInitScript(([key, token]) => window.localStorage.setItem(key, token), [TOKEN_KEY, answer.access_token] as const);
  return answer;
};

/** The side menu's entries as the user sees them. */
export const sideMenuLinks = (page: Page) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');

/** The bearer token the page keeps, from whichever storage holds it. */
export const storedToken = (page: Page): Promise<string | null> =>
  page.evaluate((key) => window.localStorage.getItem(key) ?? window.sessionStorage.getItem(key), TOKEN_KEY);

/**
 * The portal link in the newest mail to an address whose subject matches, waiting for it to arrive.
 * Returned as a path (`/email/verify/...`, with any `#fragment`) so the page opens it on the e2e portal's origin.
 */
export const linkInMail = async (address: string, subject: RegExp): Promise<string> => {
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        link = firstLink((await mailsTo(readCloudInfo().mailUrl, address)).filter((m) => subject.test(m.subject)).at(-1));
        return Boolean(link);
      },
      { message: `a mail to ${address} with a subject like ${subject}` },
    )
    .toBe(true);
  return `${link!.pathname}${link!.search}${link!.hash}`;
};

/** The subjects of the mails caught for an address, once one matching `subject` has arrived. */
export const mailSubjectsTo = async (address: string, subject: RegExp): Promise<string[]> => {
  let subjects: string[] = [];
  await expect
    .poll(
      async () => {
        subjects = (await mailsTo(readCloudInfo().mailUrl, address)).map((m) => m.subject);
        return subjects.some((s) => subject.test(s));
      },
      { message: `a mail to ${address} with a subject like ${subject}` },
    )
    .toBe(true);
  return subjects;
};

/** The text of the newest mail to an address whose subject matches, waiting for it to arrive. */
export const mailTextTo = async (address: string, subject: RegExp): Promise<string> => {
  let text: string | undefined;
  await expect
    .poll(
      async () => {
        text = (await mailsTo(readCloudInfo().mailUrl, address)).filter((m) => subject.test(m.subject)).at(-1)?.text;
        return text !== undefined;
      },
      { message: `a mail to ${address} with a subject like ${subject}` },
    )
    .toBe(true);
  return text!;
};

/** A unique address for a throwaway account; the run's own mails are told apart by it. */
export const uniqueEmail = (prefix: string): string => `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The serious and critical axe violations on the page as it stands, each with the elements it found. */
export const seriousAxeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));

/**
 * Opens a signed-in page and resolves once its socket is open and the server has answered on it (the client reports
 * activity as its socket opens; the server's pong says it knows the socket): only then is a live event sure to reach it.
 */
export const openWithSocket = async (page: Page, path = '/dashboard') => {
  const socket = page.waitForEvent('websocket');
  await page.goto(path);
  await (await socket).waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"pong"') });
};
