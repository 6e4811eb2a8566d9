import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './text-field.module.css';

type Described = {
  /** The visible label; the caller translates it. */
  label: string;
  /** What is wrong and how to fix it, shown under the field and read with it; marks the field invalid. */
  error?: string;
  /** Across the whole row of a grid of fields. */
  wide?: boolean;
};

/** The ids and attributes that tie a field's reason to its box, so screen readers read them together. */
function useDescribed(id: string | undefined, error: string | undefined) {
  const generated = useId();
  const fieldId = id ?? generated;
  const errorId = `${fieldId}-error`;
  return { fieldId, errorId, aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } } as const;
}

function Frame({
  id,
  label,
  error,
  errorId,
  wide,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  errorId: string;
  wide: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.stacked} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> &
  Described & {
    value: string;
    onValue: (value: string) => void;
  };

/** A labelled text field; when wrong, it says why under itself, linked to the input for screen readers. */
export function TextField({ label, value, onValue, error, wide = false, id, className, ...input }: TextFieldProps) {
  const { fieldId, errorId, aria } = useDescribed(id, error);
  return (
    <Frame id={fieldId} label={label} error={error} errorId={errorId} wide={wide}>
      <input
        id={fieldId}
        className={`${styles.input} ${className ?? ''}`}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        {...aria}
        {...input}
      />
    </Frame>
  );
}

export type SelectFieldProps<Value extends string> = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> &
  Described & {
    value: Value;
    options: readonly { value: Value; label: string }[];
    onValue: (value: Value) => void;
  };

/** A labelled select of given options; when wrong, it says why under itself as a text field does. */
export function SelectField<Value extends string>({ label, value, options, onValue, error, wide = false, id, ...select }: SelectFieldProps<Value>) {
  const { fieldId, errorId, aria } = useDescribed(id, error);
  return (
    <Frame id={fieldId} label={label} error={error} errorId={errorId} wide={wide}>
      <select id={fieldId} className={styles.input} value={value} onChange={(event) => onValue(event.target.value as Value)} {...aria} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}
