import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { DateField } from '../date-field';
import { SelectField, TextField } from '../text-field';

describe('text, select and date fields', () => {
  test('a text field names itself by its label and ties its reason to the box', () => {
    const fine = renderToString(<TextField id="name" label="First name" value="Anna" onValue={() => {}} data-testid="first" />);
    expect(fine).toContain('for="name"');
    expect(fine).toContain('value="Anna"');
    expect(fine).toContain('data-testid="first"');
    expect(fine).not.toContain('aria-invalid');
    const wrong = renderToString(<TextField id="name" label="First name" value="Anna2" onValue={() => {}} error="Letters only" wide />);
    expect(wrong).toContain('aria-invalid="true"');
    expect(wrong).toContain('aria-describedby="name-error"');
    expect(wrong).toMatch(/id="name-error"[^>]*>Letters only</);
  });

  test('a select lists its options with the value chosen', () => {
    const html = renderToString(
      <SelectField
        id="sex"
        label="Gender"
        value="female"
        options={[
          { value: 'male', label: 'Male' },
          { value: 'female', label: 'Female' },
        ]}
        onValue={() => {}}
        error="Choose"
      />,
    );
    expect(html).toMatch(/<option value="female" selected="">Female<\/option>/);
    expect(html).toContain('aria-describedby="sex-error"');
  });

  test('a date offers its clear button only when it holds a date and the caller names it', () => {
    const props = { id: 'back', name: 'returnDate', label: 'Return', min: '2026-01-01', max: '2026-12-31', onChange: () => {} };
    expect(renderToString(<DateField {...props} value="2026-03-01" clearLabel="Clear the return date" />)).toContain('aria-label="Clear the return date"');
    expect(renderToString(<DateField {...props} value="" clearLabel="Clear the return date" />)).not.toContain('aria-label=');
    expect(renderToString(<DateField {...props} value="2026-03-01" />)).not.toContain('aria-label=');
  });
});
