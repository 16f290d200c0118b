// Driving the form wizard as a person does, for the specs that fill forms in: its steps, its fields by their
// accessible names, and "Save and continue" waiting for the server.
import { expect, type Page } from '@playwright/test';
import { ONE_PAGE_PDF } from '@infra/local/demo-files';

/** A one-page PDF, built as a PDF is (the server reads it whole). */
export const PDF = ONE_PAGE_PDF;

export const stepHeading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title });
export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
export const choose = (page: Page, name: string, label: string) => page.getByRole('combobox', { name, exact: true }).selectOption({ label });
export const answer = (page: Page, question: string | RegExp, option: string) =>
  page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: option, exact: true }).check();

/** "Save and continue", waiting for the server to take the step. */
export const saveAndContinue = async (page: Page) => {
  const saved = page.waitForResponse((res) => /\/api\/form(\/[^/]+)?$/.test(new URL(res.url()).pathname) && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  // 201 when this save made the form: the page then becomes its edit page, mounting the wizard afresh, and a
  // field filled before that settles could be filled in the page that goes. The address changes first; the edit
  // page's title says it has mounted (on a busy machine, a render later).
  const status = (await saved).status();
  expect([200, 201]).toContain(status);
  if (status === 201) {
    await expect(page).toHaveURL(/\/[a-z0-9-]+\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Edit / })).toBeVisible();
  }
};

/** A few strokes across a signature pad with the mouse. */
export const sign = async (page: Page, padName: RegExp) => {
  const pad = page.getByRole('img', { name: padName });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 120);
  await page.mouse.down();
  for (const [dx, dy] of [
    [60, 60],
    [100, 130],
    [140, 70],
    [190, 120],
    [240, 80],
  ]) {
    await page.mouse.move(box.x + dx!, box.y + dy!, { steps: 5 });
  }
  await page.mouse.up();
};
