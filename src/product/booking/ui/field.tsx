import { useId, type InputHTMLAttributes } from 'react';
import { inputStyles } from '../../../ui';
import styles from './booking.module.css';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** What is wrong and how to fix it, shown under the field and read with it. */
  error?: string;
  wide?: boolean;
};

/** A labelled text field; when wrong, it says why under itself, linked to the input for screen readers. */
export function Field({ label, value, onValue, error, wide = false, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={inputStyles.input}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled select of given options; when wrong, it says why under itself as a field does. */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onValue,
  error,
  testId,
}: {
  label: string;
  value: Value;
  options: { value: Value; label: string }[];
  onValue: (value: Value) => void;
  error?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={inputStyles.input}
        value={value}
        onChange={(event) => onValue(event.target.value as Value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={testId}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
