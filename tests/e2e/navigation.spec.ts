import { expect, test, type Page } from './support/test';
import { waitForApp } from './support/app';
import { brandHosts, brandUrl, type BrandCode } from './support/brands';
import { tabTo } from './support/keyboard';
import { saveElementScreenshot, saveScreenshot } from './support/screenshots';
import { isoInDays } from './support/clock';

const ddmm = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}`;

// Every section of a visit is reachable from the header or the footer (the account through the header's account control), on a wide and a narrow
// screen (the header's sections move into a menu under 960 px), and each link opens its page.

/** The sections each brand's default market has (spec §2.1), by address. */
const sections: Record<BrandCode, { header: string[]; footer: string[] }> = {
  AS: {
    header: ['/', '/hotels/search', '/guides', '/favorites'],
    footer: [
      '/',
      '/hotels/search',
      '/guides',
      '/assistant',
      '/favorites',
      '/my',
      '/more',
      '/faq',
      '/support/help',
      '/airlines',
      '/airports',
      '/countries',
      '/cities',
    ],
  },
  WA: {
    header: ['/', '/guides', '/favorites'],
    footer: ['/', '/guides', '/favorites', '/my', '/plus', '/faq', '/airlines', '/airports', '/countries', '/cities'],
  },
};
const widths = [1366, 390];

const hrefs = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));

for (const brand of ['AS', 'WA'] as const) {
  for (const width of widths) {
    test(`${brand} at ${width} px: the header and footer reach every section, each answering 200`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(brandUrl(brand, '/faq'));
      // The router and the history start after hydration; the shell is settled once they have.
      await waitForApp(page);
      await page.waitForLoadState('networkidle');

      await saveElementScreenshot(page.locator('header'), `${brand}-${width}-header`);
      // The account is the header's own control (sign in, or the account once logged in), beside the sections.
      await expect(page.locator('header').getByTestId(/^(login-button|account-link)$/)).toBeVisible();
      let headerLinks: string[];
      if (width < 960) {
        await expect(page.getByTestId('header-nav')).toBeHidden();
        await page.getByTestId('menu-button').click();
        await expect(page.getByTestId('menu')).toBeVisible();
        await saveScreenshot(page, `${brand}-${width}-menu-open`);
        headerLinks = await hrefs(page, 'menu');
      } else {
        await expect(page.getByTestId('menu-button')).toBeHidden();
        headerLinks = await hrefs(page, 'header-nav');
      }
      await saveElementScreenshot(page.locator('footer'), `${brand}-${width}-footer`);
      const footerLinks = await hrefs(page, 'footer-nav');

      expect(headerLinks).toEqual(sections[brand].header);
      expect(footerLinks).toEqual(sections[brand].footer);
      for (const href of new Set([...headerLinks, ...footerLinks])) {
        // Playwright's own requests know no `*.localhost`: the brand goes in the Host header.
        const response = await request.get(brandUrl('AS', href), { headers: { host: brandHosts[brand] } });
        expect(response.status(), href).toBe(200);
      }
    });
  }
}

test('the mobile menu works by keyboard: focus moves in, Escape closes and gives focus back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(brandUrl('WA', '/'));
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  const button = page.getByRole('button', { name: 'Menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByTestId('menu');
  await expect(menu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  // An entry chosen from the menu opens its page in the document and closes the menu.
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('link').first()).toBeFocused();
  await tabTo(page, menu.getByRole('link', { name: 'Guides' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(brandUrl('WA', '/guides'));
  await expect(page.locator('h1')).toHaveText('Travel guides');
  await expect(menu).toBeHidden();
});

test('a search address that does not parse answers 404', async ({ page }) => {
  const response = await page.goto(brandUrl('AS', '/search/XXXX'));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('a results page is titled with the place names', async ({ page }) => {
  const response = await page.goto(brandUrl('WA', '/search/MOW1012IST15121'));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Flights Moscow – Istanbul — WayAround');
});

test('a link put into the page after it loaded navigates inside the app, erid last', async ({ page }) => {
  await page.goto(brandUrl('AS', '/'));
  await waitForApp(page);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
    const link = Object.assign(document.createElement('a'), { href: '/routes/MOW/IST?erid=ad1&utm_source=news', textContent: 'Moscow – Istanbul' });
    link.dataset.testid = 'injected';
    document.querySelector('main')!.prepend(link);
  });
  await page.getByTestId('injected').click();
  await expect(page).toHaveURL(brandUrl('AS', '/routes/MOW/IST?utm_source=news&erid=ad1'));
  await expect(page.locator('h1')).toContainText('Стамбул');
  // No document was loaded: the window is the same.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('back, forward and a reload return to where the results were scrolled', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 500 });
  const results = brandUrl('AS', `/search/MOW${ddmm(isoInDays(20))}IST1`);
  await page.goto(results);
  await waitForApp(page);
  await expect(page.getByTestId('search-progress')).toHaveAttribute('data-finished', 'true', { timeout: 20_000 });
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const left = await page.evaluate(() => window.scrollY);

  // To another page of the app and back: the results return where they were. The link is clicked
  // where it is, as the page's script would: Playwright would scroll the page to it first.
  await page
    .getByRole('banner')
    .getByRole('link')
    .first()
    .evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(brandUrl('AS', '/'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(results);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 20_000 }).toBe(left);
  await page.goForward();
  await expect(page).toHaveURL(brandUrl('AS', '/'));
  await page.goBack();
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 20_000 }).toBe(left);

  // A reload loads the document again, and the page scrolls back once the tickets are in.
  await page.reload();
  await waitForApp(page);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 20_000 }).toBe(left);
});
