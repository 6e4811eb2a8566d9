import { expect, test, type Page } from './support/test';
import { waitForApp } from './support/app';
import { expectNoViolations } from './support/axe';
import { brandUrl, type BrandCode } from './support/brands';
import { loginInDialog } from './support/login';
import { saveScreenshot, saveScreenshotsAtBothWidths } from './support/screenshots';

// Guides (spec §2.1, §2.4): a city's guide with a place saved to favorites (anonymous: log in, then
// it is saved) and found in /favorites/places; a walk stepped through by keyboard; an audio guide
// played, paused, skipped, with the transcript following; the same pages without JavaScript; axe
// in both themes and the brands that have each page.

test.setTimeout(180_000);

const walkPath = '/walks/LED/imperial-centre';
const audioPath = '/audioguides/LED/palace-square';

async function open(page: Page, path: string, brand: BrandCode = 'AS') {
  await page.goto(brandUrl(brand, path));
  await waitForApp(page);
}

test('a place of a city guide saved after logging in is found in /favorites/places and links back to it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page, '/guides?city=LED');
  const card = page.locator('#place-hermitage');
  await expect(card.getByRole('heading')).toHaveText('Эрмитаж и Зимний дворец');
  // The server's page: Save is a link to the saved places page that names the place.
  const save = card.getByTestId('place-save');
  await expect(save).toHaveAttribute('href', '/favorites/places?save=hermitage&city=LED');
  await save.click();

  // The saved places page asks the anonymous visitor to log in, and saves the place after.
  await expect(page).toHaveURL(/\/favorites\/places/);
  await loginInDialog(page, `918${String(Date.now()).slice(-7)}`);
  const item = page.getByTestId('favorite-place');
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-place', 'LED/hermitage');
  await expect(item).toContainText('Санкт-Петербург · Музеи');
  // The place is not saved again on reload: the address no longer names it.
  await expect(page).toHaveURL(/\/favorites\/places$/);
  await expectNoViolations(page);
  await saveScreenshotsAtBothWidths(page, 'favorites-places-list');

  // Back to the guide at the place: the app renders it now, and the place shows as saved.
  await item.getByTestId('favorite-place-open').click();
  await expect(page).toHaveURL(/\/guides\?city=LED#place-hermitage$/);
  await expect(page.locator('#place-hermitage').getByTestId('place-saved')).toBeVisible();
  // Another place saves in place, with the button the app renders.
  const other = page.locator('#place-st-isaacs');
  await other.getByRole('button', { name: /^Сохранить .* в избранное$/ }).click();
  await expect(other.getByTestId('place-saved')).toBeVisible();

  // Remove both: the empty list with the way to the guides.
  await open(page, '/favorites/places');
  await expect(page.getByTestId('favorite-place')).toHaveCount(2);
  await page.getByTestId('favorite-place-remove').first().click();
  await expect(page.getByTestId('favorite-place')).toHaveCount(1);
  await page.getByTestId('favorite-place-remove').click();
  await expect(page.getByTestId('favorites-empty').getByRole('link', { name: 'Открыть путеводители' })).toHaveAttribute('href', '/guides');
  await expectNoViolations(page);
});

test('a walk is stepped through by keyboard, stop by stop', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page, walkPath);
  await expect(page.getByTestId('walk-map')).toBeVisible();
  const stops = page.getByTestId('walk-stops').locator(':scope > li');
  const count = await stops.count();
  expect(count).toBeGreaterThanOrEqual(3);
  await page.locator('#stop-1').getByRole('link', { name: 'Следующая остановка' }).focus();
  for (let n = 2; n <= count; n++) {
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#stop-${n}$`));
    await expect(page.locator(`#stop-${n}`)).toBeFocused();
    if (n === count) break;
    // From the stop, Tab reaches its own links: "previous", then "next".
    await page.keyboard.press('Tab');
    await expect(page.locator(`#stop-${n}`).getByRole('link', { name: 'Предыдущая остановка' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator(`#stop-${n}`).getByRole('link', { name: 'Следующая остановка' })).toBeFocused();
  }
});

test('an audio guide chapter plays, pauses, skips to the next, and the transcript follows', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page, audioPath);
  const player = page.getByTestId('audio-player');
  const audio = player.locator('audio').first();
  const toggle = page.getByTestId('audio-toggle');
  const firstTitle = (await player.getByRole('heading', { level: 2 }).textContent())!;
  await expect(toggle).toHaveText('Слушать');
  await toggle.click();
  await expect(toggle).toHaveText('Пауза');
  // The sentence being read is marked, and it moves on as the audio does.
  const current = page.getByTestId('transcript').locator('p[aria-current="true"]');
  await expect(current).toHaveCount(1);
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await toggle.click();
  await expect(toggle).toHaveText('Продолжить');
  const pausedAt = await audio.evaluate((element: HTMLAudioElement) => element.currentTime);
  await page.waitForTimeout(300);
  expect(await audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBe(pausedAt);

  // The next chapter: its title and transcript, from its start.
  await toggle.click();
  await page.getByRole('button', { name: 'Следующая глава' }).click();
  await expect(player.getByRole('heading', { level: 2 })).not.toHaveText(firstTitle);
  await expect(current).toHaveCount(1);
  await expect(page.getByTestId('transcript').locator('p').first()).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => !element.paused && element.currentTime > 0), { timeout: 20_000 }).toBe(true);
});

test('without JavaScript the guide, the walk and the audio guide show their content and a playable <audio>', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(brandUrl('AS', '/guides?city=LED'));
  await expect(page.getByTestId('guide-places').locator(':scope > li')).toHaveCount(7);
  await expect(page.locator('#place-hermitage').getByTestId('place-save')).toHaveAttribute('href', '/favorites/places?save=hermitage&city=LED');

  await page.goto(brandUrl('AS', walkPath));
  await expect(page.getByTestId('walk-map')).toBeVisible();
  await page.locator('#stop-1').getByRole('link', { name: 'Следующая остановка' }).click();
  await expect(page).toHaveURL(/#stop-2$/);

  await page.goto(brandUrl('AS', audioPath));
  await expect(page.getByTestId('transcript').locator('p').first()).toBeVisible();
  const audios = page.locator('audio[controls]');
  expect(await audios.count()).toBeGreaterThanOrEqual(2);
  const src = (await audios.first().getAttribute('src'))!;
  // The file the element plays answers, whole and by range.
  const whole = await page.request.get(new URL(src, page.url()).href);
  expect(whole.status()).toBe(200);
  expect(whole.headers()['content-type']).toContain('audio/');
  const part = await page.request.get(new URL(src, page.url()).href, { headers: { Range: 'bytes=0-99' } });
  expect(part.status()).toBe(206);
  await context.close();
});

const axePages: { name: string; path: string; brands: BrandCode[] }[] = [
  { name: 'guides', path: '/guides', brands: ['AS', 'WA'] },
  { name: 'guide-city', path: '/guides?city=LED', brands: ['AS', 'WA'] },
  { name: 'walk', path: walkPath, brands: ['AS'] },
  { name: 'audioguide', path: audioPath, brands: ['AS'] },
  { name: 'favorites-places-gate', path: '/favorites/places', brands: ['AS', 'WA'] },
];

for (const { name, path, brands } of axePages) {
  for (const brand of brands) {
    test(`${name} in ${brand}: no axe violations in both themes and widths`, async ({ page }) => {
      await open(page, path, brand);
      await expect(page.locator('main h1')).toBeVisible();
      await expectNoViolations(page);
      await saveScreenshotsAtBothWidths(page, `${name}-${brand}`);
      // And in the dark theme (the helper above shows the light one).
      await page.emulateMedia({ colorScheme: 'dark' });
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
        await saveScreenshot(page, `${name}-${brand}-dark-${width}`);
      }
    });
  }
}
