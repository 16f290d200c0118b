// A profile picture goes from the browser straight to the file store by presigned POST, under the
// portal's CSP and the store's CORS rules, and the API checks what arrived before showing it.
import { expect, test, type Page } from '@playwright/test';
import { signInByApi, uniqueEmail } from './support/portal';

// A 1×1 PNG.
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const PASSWORD = 'Picture-pass-2026';

/** A new student of their own, signed in: a picture on a demo account would show in other tests. */
const newStudent = async (page: Page, name: string) => {
  const email = uniqueEmail('picture');
  const registered = await page.request.post('/api/register', { data: { name, email, password: PASSWORD, password_confirmation: PASSWORD } });
  expect(registered.status()).toBe(202);
  await signInByApi(page, email, PASSWORD);
};

const choosePicture = async (page: Page, file: { name: string; mimeType: string; buffer: Buffer }) => {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /upload a picture|change picture/i }).click();
  await (await chooser).setFiles(file);
};

test('a student uploads a profile picture that the header and the profile then show', async ({ page }) => {
  await newStudent(page, 'Pat Picture');
  await page.goto('/profile');

  await choosePicture(page, { name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });

  const picture = page.getByRole('img', { name: 'Profile picture of Pat Picture' });
  await expect(page.getByRole('button', { name: 'Change picture' })).toBeVisible();
  await expect(picture).toHaveAttribute('src', /\/avatars\/[a-z0-9]+\/[a-z0-9]+\.png\?/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
});

test('a web page dressed as a PNG is refused once the store holds it, and nothing is shown', async ({ page }) => {
  await newStudent(page, 'Sam Sneaky');
  await page.goto('/profile');

  await choosePicture(page, { name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });

  await expect(page.getByRole('alert').filter({ hasText: 'Upload a PNG, JPEG or WebP picture.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload a picture' })).toBeVisible();
  // Issue 7: no "Profile updated." beside a refusal, and no picture anywhere.
  await expect(page.getByRole('alert').filter({ hasText: 'Profile updated.' })).toHaveCount(0);
  await expect(page.locator('img[src*="/avatars/"]')).toHaveCount(0);
});
