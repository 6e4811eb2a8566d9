import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { BreakablePrice } from '../ui/prices/price-parts';

const html = (text: string) => renderToStaticMarkup(<BreakablePrice text={text} />).replace(/ class="[^"]*"/g, '');

describe('a price in a narrow calendar cell', () => {
  test('may put its sign on the next line, never half its amount', () => {
    // The rouble's group and sign separators are no-break spaces: the sign could not wrap.
    expect(html('11\u00a0506\u00a0₽')).toBe('<span>11\u00a0506</span> ₽');
    expect(html('$1,506')).toBe('$<wbr/><span>1,506</span>');
    expect(html('1.506 €')).toBe('<span>1.506</span> €');
    expect(html('US$\u00a0100')).toBe('US$ <span>100</span>');
    expect(html('7')).toBe('<span>7</span>');
  });
});
