import { type ChangeEvent, type InputHTMLAttributes, useId, useLayoutEffect, useRef } from 'react';
import { formatEdit } from '../../platform/phone';
import styles from './text-field.module.css';

export interface FormattedInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** The visible label; the caller translates it. */
  label: string;
  value: string;
  /** What the field shows for a text typed or pasted into it (a phone number as you type, …). */
  format(text: string): string;
  onValueChange(value: string): void;
  /** A hint under the field, read together with the label. */
  hint?: string;
  /** An error under the field; marks the field invalid. */
  error?: string;
}

/**
 * A text field that formats what is typed with a function, as it is typed. The caret stays after
 * the digit it was after, and Backspace or Delete on a separator the field wrote removes the digit
 * beside it (`formatEdit`), so editing anywhere works; the parent owns the value.
 */
export function FormattedInput({ label, value, format, onValueChange, hint, error, id, className, inputMode = 'tel', ...rest }: FormattedInputProps) {
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
    const field = event.target;
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType;
    const edit = formatEdit(value, field.value, field.selectionStart ?? field.value.length, inputType, format);
    if (edit.value === value) {
      // Nothing changes (a separator typed where the format writes none): put the text and the caret back here, as no render follows.
      field.value = value;
      field.setSelectionRange(edit.caret, edit.caret);
      return;
    }
    caret.current = edit.caret;
    onValueChange(edit.value);
  };

  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.stacked, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>{label}</label>
      <input
        {...rest}
        ref={input}
        id={inputId}
        type="text"
        inputMode={inputMode}
        className={`${styles.input} ${styles.numeric}`}
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
