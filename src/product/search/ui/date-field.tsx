import type { ReactNode } from 'react';
import { fieldStyles } from '../../../ui';
import styles from './search-form.module.css';

interface DateFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  /** The first and last day one may choose: today (or the date before) and the search horizon. */
  min: string;
  max: string;
  error?: string;
  onChange(date: string): void;
  /** Something at the field's end, e.g. a button that clears it. */
  end?: ReactNode;
  className?: string;
}

/** A date field of the search form: the browser's date picker, bounded by today and the horizon. */
export function DateField({ id, name, label, value, min, max, error, onChange, end, className = '' }: DateFieldProps) {
  return (
    <div className={`${fieldStyles.field} ${styles.dateField} ${end ? styles.clearable : ''} ${className}`}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="date"
        className={`${fieldStyles.control} ${styles.dateInput}`}
        min={min}
        max={max}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {end}
      {error && (
        <span id={`${id}-error`} role="alert" className={fieldStyles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
