import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { FormattedInput } from '../formatted-input';

const render = (props: Partial<Parameters<typeof FormattedInput>[0]> = {}) =>
  renderToString(<FormattedInput id="phone" label="Phone" value="+1 212" format={(text) => text} onValueChange={() => {}} {...props} />);

describe('FormattedInput', () => {
  test('the label names the field, the value is shown as given, and a phone keyboard opens by default', () => {
    const html = render();
    expect(html).toContain('for="phone"');
    expect(html).toContain('id="phone"');
    expect(html).toContain('value="+1 212"');
    expect(html).toContain('inputMode="tel"');
    expect(html).not.toContain('aria-invalid');
  });

  test('a hint and an error are tied to the field and the error marks it invalid', () => {
    const html = render({ hint: 'Hint text', error: 'Error text' });
    expect(html).toContain('aria-describedby="phone-hint phone-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('role="alert"');
    expect(html).toContain('Error text');
  });

  test('no visible text of its own: everything shown comes from props', () => {
    expect(render({ label: '', value: '' }).replace(/<[^>]*>/g, '')).toBe('');
  });
});
