import { describe, expect, test } from 'vitest';
import { entryMayStart } from '../entry';

function root(attributes: Record<string, string> = {}) {
  const values = new Map(Object.entries(attributes));
  return {
    values,
    element: {
      setAttribute: (name: string, value: string) => values.set(name, value),
      getAttribute: (name: string) => values.get(name) ?? null,
    } as unknown as HTMLElement,
  };
}

describe('the entry and the browser check', () => {
  test('the entry marks the page as running and starts where the check found nothing missing', () => {
    const { values, element } = root();
    expect(entryMayStart(element)).toBe(true);
    expect(values.get('data-entry')).toBe('running');
  });

  test('the entry leaves the page to the notice where the check found the browser unsupported', () => {
    const { values, element } = root({ 'data-browser': 'unsupported', 'data-browser-missing': 'intl' });
    expect(entryMayStart(element)).toBe(false);
    expect(values.get('data-entry')).toBe('running');
  });
});
