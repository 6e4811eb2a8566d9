import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { MaskedInput } from '../masked-input';

const render = (props: Partial<Parameters<typeof MaskedInput>[0]> = {}) =>
  renderToString(<MaskedInput id="phone" label="Phone" mask="+7 (000) 000-00-00" value="+7 (916" onValueChange={() => {}} {...props} />);

describe('MaskedInput', () => {
  test('the label names the field and the value is shown as given', () => {
    const html = render();
    expect(html).toContain('<label');
    expect(html).toContain('for="phone"');
    expect(html).toContain('id="phone"');
    expect(html).toContain('value="+7 (916"');
    expect(html).toContain('inputMode="numeric"');
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
    const html = render({ label: '', value: '' });
    expect(html.replace(/<[^>]*>/g, '')).toBe('');
  });
});
