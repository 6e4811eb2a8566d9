import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../components/button';
import { MinusIcon, PlusIcon } from '../icons/icons';
import fieldStyles from './text-field.module.css';
import styles from './counts-picker.module.css';

/** One counter of the picker: adults, children, infants; guests and rooms. Texts come translated. */
export interface CountGroup<Key extends string> {
  key: Key;
  label: string;
  hint?: string;
  /** The fewest and the most this count may be now, given the others (infants no more than adults). */
  min: number;
  max: number;
}

export interface CountsPickerProps<Key extends string> {
  /** The field's label: "Passengers", "Guests". */
  label: string;
  /** What the closed field shows: "2 passengers, economy", "2 guests, 1 room". */
  summary: string;
  counts: Readonly<Record<Key, number>>;
  groups: readonly CountGroup<Key>[];
  /** The counts after a step; the caller keeps them consistent (fewer adults take infants with them). */
  onCounts(counts: Record<Key, number>): void;
  decreaseLabel(label: string): string;
  increaseLabel(label: string): string;
  doneLabel: string;
  error?: string;
  /** More choices under the counters (a cabin class). */
  children?: ReactNode;
  className?: string;
}

/** Counters in a popover under a floating-label field whose button shows the summary; Escape and a click outside close it. */
export function CountsPicker<Key extends string>({ label, summary, error, className = '', ...panel }: CountsPickerProps<Key>) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div
      className={`${fieldStyles.floating} ${styles.wrap} ${className}`}
      ref={wrap}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <span className={fieldStyles.label} id={`${id}-label`}>
        {label}
      </span>
      <button
        ref={toggle}
        type="button"
        className={fieldStyles.control}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-invalid={error ? true : undefined}
        onClick={() => setOpen(!open)}
      >
        <span id={`${id}-value`}>{summary}</span>
      </button>
      {error && (
        <span role="alert" className={fieldStyles.floatingError}>
          {error}
        </span>
      )}
      {open && <CountsPanel id={`${id}-panel`} label={label} onDone={close} {...panel} />}
    </div>
  );
}

type CountsPanelProps<Key extends string> = Pick<
  CountsPickerProps<Key>,
  'label' | 'counts' | 'groups' | 'onCounts' | 'decreaseLabel' | 'increaseLabel' | 'doneLabel' | 'children'
> & {
  id: string;
  onDone(): void;
};

/** The open picker: a row per count with its buttons, the caller's further choices, and Done. */
export function CountsPanel<Key extends string>({
  id,
  label,
  counts,
  groups,
  onCounts,
  decreaseLabel,
  increaseLabel,
  doneLabel,
  children,
  onDone,
}: CountsPanelProps<Key>) {
  const step = (key: Key, by: number) => onCounts({ ...counts, [key]: counts[key] + by } as Record<Key, number>);
  return (
    <div className={styles.panel} id={id} role="group" aria-label={label}>
      {groups.map((group) => {
        const count = counts[group.key];
        return (
          <div className={styles.row} key={group.key} data-count={group.key}>
            <span>
              {group.label}
              {group.hint && <span className={styles.hint}>{group.hint}</span>}
            </span>
            <span className={styles.counter}>
              <Button iconOnly aria-label={decreaseLabel(group.label)} disabled={count <= group.min} onClick={() => step(group.key, -1)}>
                <MinusIcon />
              </Button>
              <span className={styles.count} aria-live="polite">
                {count}
              </span>
              <Button iconOnly aria-label={increaseLabel(group.label)} disabled={count >= group.max} onClick={() => step(group.key, 1)}>
                <PlusIcon />
              </Button>
            </span>
          </div>
        );
      })}
      {children}
      <Button variant="primary" className={styles.done} onClick={onDone}>
        {doneLabel}
      </Button>
    </div>
  );
}
