import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it, test } from 'vitest';
import strings, { needsTranslation } from '../strings.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const folder = mkdtempSync(join(tmpdir(), 'strings-rule-'));
const catalogue = join(folder, 'en.json');
writeFileSync(catalogue, JSON.stringify({ 'favorites.title': 'Favorites', 'nav.skip': 'Skip to content' }));

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
});
const options = [{ catalogue }];
const rule = strings.rules['no-literal-text'];

tester.run('strings/no-literal-text', rule, {
  valid: [
    // Translated text, and text without letters.
    { code: "const a = <p>{t('nav.skip')}</p>;", options },
    { code: 'const a = <span aria-hidden="true">{language} · {currency}</span>;', options },
    { code: 'const a = <p>© {year} — 12:30 → +1 %</p>;', options },
    { code: "const a = <p>{'·'}</p>;", options },
    // Brand names and codes are the same in every language.
    { code: 'const a = <span>WayAround</span>;', options },
    { code: 'const a = <abbr title="EUR">€</abbr>;', options },
    { code: 'const a = <img alt="Авиасмарт" />;', options },
    // A message key is a reference that a component translates.
    { code: 'const a = <Section title="favorites.title" />;', options },
    // Attributes nobody reads.
    { code: 'const a = <div className="card wide" data-testid="ticket" role="dialog" id="x" />;', options },
    { code: 'const a = <input type="text" name="origin" autoComplete="off" />;', options },
    { code: "const a = <p aria-label={t('nav.skip')} title={name} />;", options },
    // Strings outside JSX are not shown by themselves.
    { code: "const message = 'Unknown brand';", options },
  ],
  invalid: [
    { code: 'const a = <p>Find cheap flights</p>;', options, errors: [{ messageId: 'text', data: { text: 'Find cheap flights' } }] },
    { code: 'const a = <p>\n  Найти билеты\n</p>;', options, errors: [{ messageId: 'text' }] },
    { code: "const a = <p>{'Loading…'}</p>;", options, errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>{`${count} stops`}</p>;', options, errors: [{ messageId: 'text', data: { text: 'stops' } }] },
    { code: "const a = <p>{done ? 'Done' : '…'}</p>;", options, errors: [{ messageId: 'text', data: { text: 'Done' } }] },
    { code: 'const a = <button aria-label="Close" />;', options, errors: [{ messageId: 'attribute', data: { name: 'aria-label', text: 'Close' } }] },
    { code: 'const a = <abbr title="Euro" />;', options, errors: [{ messageId: 'attribute', data: { name: 'title', text: 'Euro' } }] },
    { code: 'const a = <img alt="Plane" />;', options, errors: [{ messageId: 'attribute', data: { name: 'alt', text: 'Plane' } }] },
    { code: "const a = <input placeholder={'City or airport'} />;", options, errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <Field label="Adults" />;', options, errors: [{ messageId: 'attribute', data: { name: 'label', text: 'Adults' } }] },
    { code: 'const a = <Dialog closeLabel="Close" />;', options, errors: [{ messageId: 'attribute', data: { name: 'closeLabel', text: 'Close' } }] },
    { code: 'const a = <Section title="favorites.lead" />;', options, errors: [{ messageId: 'attribute' }] },
  ],
});

test.each([
  ['Flights', true],
  ['  ', false],
  ['12:30 → 14:05', false],
  ['EUR', false],
  ['Eur', true],
  ['WayAround', false],
  ['ไทย', true],
])('needsTranslation(%j) is %s', (text, expected) => {
  expect(needsTranslation(text)).toBe(expected);
});
