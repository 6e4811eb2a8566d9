import { describe, expect, test } from 'vitest';
import { loadConfig } from '../config';

describe('DEBUG_PAGES', () => {
  test('turns the pages looking inside on or off; unset, the environment decides', () => {
    expect(loadConfig({ DEBUG_PAGES: 'on' }).debugPages).toBe(true);
    expect(loadConfig({ DEBUG_PAGES: 'off' }).debugPages).toBe(false);
    expect(loadConfig({}).debugPages).toBeUndefined();
  });

  test('takes on or off only', () => {
    expect(() => loadConfig({ DEBUG_PAGES: 'yes' })).toThrow(/^Invalid environment: DEBUG_PAGES: /);
  });
});
