import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { messageSubset, messageSubsets } from '../message-subsets';

const bundles = {
  en: { 'notice.title': 'It’s old', 'notice.text': "Update it: it''s quick", 'other.key': 'Other' },
  ru: { 'notice.title': 'Устарел', 'notice.text': 'Обновите', 'other.key': 'Другое' },
};

describe('a section of the messages for one chunk', () => {
  test("keeps the section's keys in every language, as plain text with ICU quoting undone", () => {
    expect(messageSubset(bundles, 'notice')).toEqual({
      en: { 'notice.title': 'It’s old', 'notice.text': "Update it: it's quick" },
      ru: { 'notice.title': 'Устарел', 'notice.text': 'Обновите' },
    });
    expect(messageSubset(bundles, 'notice.t')).toEqual({ en: {}, ru: {} });
  });

  test('refuses messages that need the translator: placeholders, plurals, tags', () => {
    for (const message of ['Hello {appName}', '{count, plural, one {# day} other {# days}}', 'Read <b>this</b>']) {
      expect(() => messageSubset({ kk: { 'notice.title': message } }, 'notice')).toThrow(
        'kk.json: notice.title must be plain text to be shown without the translator',
      );
    }
  });

  test("serves `virtual:messages/{section}` from the bundles' folder", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'messages-'));
    writeFileSync(join(dir, 'en.json'), JSON.stringify(bundles.en));
    writeFileSync(join(dir, 'ru.json'), JSON.stringify(bundles.ru));
    const plugin = messageSubsets(dir);
    const resolveId = plugin.resolveId as (id: string) => string | null;
    const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => string | null;
    const id = resolveId('virtual:messages/notice');
    expect(id).toBe('\0virtual:messages/notice');
    expect(resolveId('./other')).toBeNull();
    const watched: string[] = [];
    const code = load.call({ addWatchFile: (file) => watched.push(file) }, id!);
    expect(code).toBe(`export default ${JSON.stringify(messageSubset(bundles, 'notice'))};`);
    expect(watched.map((file) => file.slice(dir.length + 1)).sort()).toEqual(['en.json', 'ru.json']);
  });
});
