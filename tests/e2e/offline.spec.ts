// Issue 7 §3: saving with no network used to spin forever without a word. Now the portal says "You're
// offline", keeps the save waiting, and sends it when the connection is back.
import { expect, test } from '@playwright/test';
import { signInByApi, storedToken } from './support/portal';
import { asSuperadmin, profileWith, type ThrowawayUser } from './support/throwaway';

let admin: Awaited<ReturnType<typeof asSuperadmin>>;
let person: ThrowawayUser;

test.beforeEach(async ({ request }) => {
  admin = await asSuperadmin(request);
  person = await admin.createUser('offline');
});

test.afterEach(async () => {
  await admin.deleteUser(person.id);
});

test('a save made offline says so, waits, and is stored once the connection is back', async ({ page, context }) => {
  await signInByApi(page, person.email);
  await page.goto('/profile');
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByRole('textbox', { name: 'Phone' }).fill('+61 2 9999 0000');

  await context.setOffline(true);
  const notice = page.getByRole('alert').filter({ hasText: "You're offline" });
  await expect(notice).toBeVisible();
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(notice).toContainText('saved as soon as you are back online');

  const saved = page.waitForResponse((res) => res.url().endsWith('/api/profile') && res.request().method() === 'PUT');
  await context.setOffline(false);

  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('alert').filter({ hasText: 'Profile updated.' })).toBeVisible();
  await expect(notice).toBeHidden();
  expect((await profileWith(page.request, await storedToken(page))).phone).toBe('+61 2 9999 0000');
});
