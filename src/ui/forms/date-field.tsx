import { Button } from '../components/button';
import { CloseIcon } from '../icons/icons';
import fieldStyles from './text-field.module.css';
import styles from './date-field.module.css';

export interface DateFieldProps {
  id: string;
  name: string;
  /** The visible label; the caller translates it. */
  label: string;
  value: string;
  /** The first and last day one may choose (a search's today and horizon, a stay's check-in and the hotel's last night). */
  min: string;
  max: string;
  error?: string;
  onChange(date: string): void;
  /** With a value, a button at the field's end empties it (an optional date); its label says what it clears. */
  clearLabel?: string;
  className?: string;
}

/** A date field whose label floats inside the box: the browser's date picker, bounded by `min` and `max`. */
export function DateField({ id, name, label, value, min, max, error, onChange, clearLabel, className = '' }: DateFieldProps) {
  const clearable = clearLabel !== undefined && value !== '';
  return (
    <div className={`${fieldStyles.floating} ${styles.dateField} ${clearable ? styles.clearable : ''} ${className}`}>
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
      {clearable && (
        <Button iconOnly variant="ghost" className={styles.clear} aria-label={clearLabel} onClick={() => onChange('')}>
          <CloseIcon size={16} />
        </Button>
      )}
      {error && (
        <span id={`${id}-error`} role="alert" className={fieldStyles.floatingError}>
          {error}
        </span>
      )}
    </div>
  );
}
