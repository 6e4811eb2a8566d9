import type { KeyboardEvent } from 'react';

const steps: Record<string, (columns: number) => number> = {
  ArrowLeft: () => -1,
  ArrowRight: () => 1,
  ArrowUp: (columns) => -columns,
  ArrowDown: (columns) => columns,
};

/**
 * Arrow keys move the focus between a grid's days (`[data-roving]`, in reading order, `columns`
 * a row), Home and End to the first and last: one Tab stop for the whole calendar or graph.
 */
export function moveFocus(event: KeyboardEvent<Element>, columns: number): void {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement | SVGElement>('[data-roving]')];
  const index = items.indexOf(document.activeElement as HTMLElement | SVGElement);
  if (index < 0) return;
  const step = steps[event.key];
  const next = event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : step ? index + step(columns) : -1;
  if (next < 0 || next >= items.length) return;
  event.preventDefault();
  items[next]!.focus();
}
