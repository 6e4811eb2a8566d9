import { type ChangeEvent, type InputHTMLAttributes, useId, useLayoutEffect, useRef } from 'react';
import { applyMask, caretAfterMask, type Masked } from '../../platform/phone';
import styles from './masked-input.module.css';
import inputStyles from './text-input.module.css';

export interface MaskedInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** The visible label; the caller translates it. */
  label: string;
  /** `0` stands for a digit, everything else is written as is, e.g. `+7 (000) 000-00-00`. */
  mask: string;
  value: string;
  onValueChange(masked: Masked): void;
  /** A hint under the field, read together with the label. */
  hint?: string;
  /** An error under the field; marks the field invalid. */
  error?: string;
}

/**
 * A text field that formats what is typed with a mask (phone numbers, dates, card numbers). The
 * caret stays after the digit it was after, so editing in the middle works; the parent owns the value.
 */
export function MaskedInput({ label, mask, value, onValueChange, hint, error, id, className, inputMode = 'numeric', ...rest }: MaskedInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (caret.current === null || !input.current || document.activeElement !== input.current) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const position = event.target.selectionStart ?? typed.length;
    const masked = applyMask(mask, typed);
    caret.current = caretAfterMask(typed, position, masked.value);
    onValueChange(masked);
  };

  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        {...rest}
        ref={input}
        id={inputId}
        type="text"
        inputMode={inputMode}
        className={`${inputStyles.input} ${styles.input}`}
        value={value}
        onChange={change}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
