import { describe, expect, test, vi } from 'vitest';
import { createBundleLoader, isLocaleContext } from '../bundles';
import { shellMessages } from '../shell';
import { languages } from '../../market';

const english = { 'nav.flights': 'Flights' };

describe('locale bundles', () => {
  test.each(languages)("the shell's %s file loads as a valid locale context", async (language) => {
    const messages = await shellMessages.loadMessages(language);
    expect(isLocaleContext(messages)).toBe(true);
  });

  test.each([
    [{ 'nav.flights': 'Flights' }, true],
    [{ 'nav.flights': [{ type: 0, value: 'Flights' }] }, true],
    [{}, false],
    [null, false],
    ['Flights', false],
    [['Flights'], false],
    [{ 'nav.flights': 42 }, false],
    [{ default: { 'nav.flights': 'Flights' }, x: {} }, false],
  ])('isLocaleContext(%j) is %s', (value, expected) => {
    expect(isLocaleContext(value)).toBe(expected);
  });

  test('an invalid bundle logs "Invalid LocaleContext was loaded" and fails; English is shown instead', async () => {
    const log = { error: vi.fn() };
    const loader = createBundleLoader({ './messages/ru.json': async () => ({}), './messages/en.json': async () => english }, log);
    await expect(loader.loadMessages('ru')).rejects.toThrow('Invalid LocaleContext was loaded');
    expect(log.error).toHaveBeenCalledWith('Invalid LocaleContext was loaded', { language: 'ru' });
    log.error.mockClear();
    await expect(loader.loadMessagesOrEnglish('ru')).resolves.toEqual(english);
    expect(log.error).toHaveBeenCalledWith('Failed to load locale context for ru', expect.any(Error));
  });

  test('a chunk that fails to download logs "Failed to load locale context for {locale}"', async () => {
    const log = { error: vi.fn() };
    const failure = new Error('Failed to fetch dynamically imported module');
    const loader = createBundleLoader({ './messages/ka.json': () => Promise.reject(failure), './messages/en.json': async () => english }, log);
    await expect(loader.loadMessagesOrEnglish('ka')).resolves.toEqual(english);
    expect(log.error).toHaveBeenCalledExactlyOnceWith('Failed to load locale context for ka', failure);
  });

  test('a group finds each language by its file name, whatever the folder', async () => {
    const loader = createBundleLoader({ './en.json': async () => english, '../other/messages/ru.json': async () => ({ 'nav.flights': 'Авиабилеты' }) });
    await expect(loader.loadMessages('en')).resolves.toEqual(english);
    await expect(loader.loadMessages('ru')).resolves.toEqual({ 'nav.flights': 'Авиабилеты' });
    await expect(loader.loadMessages('uz')).rejects.toThrow('No locale context for uz');
  });

  test('when English itself fails there is nothing to fall back to', async () => {
    const log = { error: vi.fn() };
    const loader = createBundleLoader({ './messages/en.json': async () => [] }, log);
    await expect(loader.loadMessagesOrEnglish('en')).rejects.toThrow('Invalid LocaleContext was loaded');
    expect(log.error).toHaveBeenCalledWith('Failed to load locale context for en', expect.any(Error));
  });
});
