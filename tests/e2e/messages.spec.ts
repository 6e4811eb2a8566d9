import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from './support/test';
import { waitForApp } from './support/app';
import { brandUrl, type BrandCode } from './support/brands';
import { watchConsole } from './support/console';

/** A message group's file in the sources, as the page should show it. */
const messages = (folder: string, language: string) =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../../src/${folder}/messages/${language}.json`), 'utf8')) as Record<string, string>;

/** The message chunks a page fetches, as `{group}-{language}` (scripts/vite/message-chunks.ts names them). */
function watchMessages(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (request) => {
    const found = /\/assets\/messages-(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (found) loaded.push(found[1]!);
  });
  return loaded;
}

const visits: { brand: BrandCode; language: string }[] = [
  { brand: 'AS', language: 'ru' },
  { brand: 'WA', language: 'en' },
];

for (const { brand, language } of visits) {
  test(`${brand}: the first load of / carries the shell's and the main page's messages only; a guides page brings its own and Save's`, async ({ page }) => {
    const loaded = watchMessages(page);
    const problems = watchConsole(page, { warnings: true });
    const shell = messages('platform/i18n', language);
    await page.goto(brandUrl(brand, '/'));
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    // The main page is the search form: its own team's messages and the search team's.
    expect(loaded.sort()).toEqual([`explore-${language}`, `search-${language}`, `shell-${language}`]);
    await expect(page.locator('h1')).toHaveText(messages('product/explore', language)['home.heading']!);
    await expect(page.getByRole('button', { name: messages('product/search', language)['search.submit'] })).toBeVisible();

    await page.getByRole('navigation', { name: shell['nav.main'] }).getByRole('link', { name: shell['nav.guides'] }).click();
    const guides = messages('product/guides', language);
    await expect(page.locator('h1')).toHaveText(guides['guides.title']!);
    await expect(page).toHaveTitle(new RegExp(`^${guides['guides.title']} — `));
    // The guides' own messages, and the favorites' for the places' Save.
    expect(loaded.sort()).toEqual([`explore-${language}`, `favorites-${language}`, `guides-${language}`, `search-${language}`, `shell-${language}`]);
    expect(problems).toEqual([]);
  });
}

test('a page opened first carries its own team’s messages, and the main page’s arrive when it opens', async ({ page }) => {
  const loaded = watchMessages(page);
  const problems = watchConsole(page, { warnings: true });
  await page.goto(brandUrl('WA', '/my'));
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  expect(loaded.sort()).toEqual(['account-en', 'shell-en']);
  await expect(page.locator('h1')).toHaveText(messages('product/account', 'en')['account.title']!);

  await page
    .getByTestId('breadcrumbs')
    .getByRole('link', { name: messages('platform/i18n', 'en')['nav.home'] })
    .click();
  await expect(page.locator('h1')).toHaveText(messages('product/explore', 'en')['home.heading']!);
  expect(loaded.sort()).toEqual(['account-en', 'explore-en', 'search-en', 'shell-en']);
  expect(problems).toEqual([]);
});
