import { useId, type InputHTMLAttributes } from 'react';
import { useT } from '../../../platform/i18n';
import { inputStyles } from '../../../ui';
import styles from './booking.module.css';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  invalid?: boolean;
  wide?: boolean;
};

/** A labelled text field; when invalid it says so under itself and to screen readers. */
export function Field({ label, value, onValue, invalid = false, wide = false, ...input }: FieldProps) {
  const t = useT();
  const id = useId();
  return (
    <label className={`${styles.field} ${wide ? styles.wide : ''}`} htmlFor={id}>
      {label}
      <input
        id={id}
        className={inputStyles.input}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        {...input}
      />
      {invalid && (
        <span className={styles.error} id={`${id}-error`}>
          {t('booking.invalid')}
        </span>
      )}
    </label>
  );
}

/** A labelled select of given options. */
export function SelectField<Value extends string>({ label, value, options, onValue, testId }: { label: string; value: Value; options: { value: Value; label: string }[]; onValue: (value: Value) => void; testId?: string }) {
  const id = useId();
  return (
    <label className={styles.field} htmlFor={id}>
      {label}
      <select id={id} className={inputStyles.input} value={value} onChange={(event) => onValue(event.target.value as Value)} data-testid={testId}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
