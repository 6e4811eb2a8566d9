import { createElement as h, useState } from 'react';

// The reference page of the Lighthouse bench (issue 13): the size of an app screen — a heading, a
// three-field form and a 120-item list — and nothing else, rendered by React 19 on the server and
// hydrated in the browser, or sent as plain HTML. The app's pages are measured against it.

const items = Array.from({ length: 120 }, (_, index) => `Moscow → Istanbul, option ${index + 1}: 12 500 ₽, 4 h 05 min, direct`);

export function ReferencePage() {
  const [from, setFrom] = useState('Moscow');
  const field = (label: string, name: string, value: string, onChange?: (value: string) => void) =>
    h(
      'label',
      { style: { display: 'block', margin: '8px 0' } },
      label,
      ' ',
      h('input', { name, value, onChange: (event: { target: { value: string } }) => onChange?.(event.target.value), readOnly: !onChange }),
    );
  return h(
    'main',
    { style: { font: '16px system-ui, sans-serif', padding: '16px', maxWidth: '720px', margin: '0 auto' } },
    h('h1', { style: { fontSize: '32px' } }, 'Find cheap flights'),
    h(
      'form',
      { action: '/search', method: 'get' },
      field('From', 'from', from, setFrom),
      field('To', 'to', 'Istanbul'),
      field('Date', 'date', '2026-12-16'),
      h('button', { type: 'submit' }, 'Search'),
    ),
    h('ul', null, ...items.map((item) => h('li', { key: item }, item))),
  );
}
