import { useEffect, useId, useRef, useState } from 'react';
import { tripClasses, type Passengers, type TripClass } from '../../../contracts/search';
import { useT } from '../../../platform/i18n';
import { Button, fieldStyles, MinusIcon, PlusIcon } from '../../../ui';
import { maxPassengers } from '../../../contracts/search';
import { tripClassKeys } from './labels';
import styles from './passengers.module.css';

interface PassengersPickerProps {
  passengers: Passengers;
  tripClass: TripClass;
  onPassengers(passengers: Passengers): void;
  onTripClass(tripClass: TripClass): void;
  error?: string;
}

const groups = [
  { key: 'adults', label: 'search.adults', hint: 'search.adultsHint', min: 1 },
  { key: 'children', label: 'search.children', hint: 'search.childrenHint', min: 0 },
  { key: 'infants', label: 'search.infants', hint: 'search.infantsHint', min: 0 },
] as const;

/** Counters and class in a popover; the button shows the summary. */
export function PassengersPicker({ passengers, tripClass, onPassengers, onTripClass, error }: PassengersPickerProps) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const total = passengers.adults + passengers.children + passengers.infants;

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
      className={`${fieldStyles.field} ${styles.wrap}`}
      ref={wrap}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <span className={fieldStyles.label} id={`${id}-label`}>
        {t('search.passengers')}
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
        <span id={`${id}-value`}>{t('search.passengersSummary', { count: total, tripClass: t(tripClassKeys[tripClass]) })}</span>
      </button>
      {error && (
        <span role="alert" className={fieldStyles.error}>
          {error}
        </span>
      )}
      {open && (
        <div className={styles.panel} id={`${id}-panel`} role="group" aria-label={t('search.passengers')}>
          {groups.map(({ key, label, hint, min }) => {
            const count = passengers[key];
            return (
              <div className={styles.row} key={key}>
                <span>
                  {t(label)}
                  <span className={styles.hint}>{t(hint)}</span>
                </span>
                <span className={styles.counter}>
                  <Button
                    iconOnly
                    aria-label={t('search.decrease', { label: t(label) })}
                    disabled={count <= min}
                    onClick={() => {
                      const next = { ...passengers, [key]: count - 1 };
                      onPassengers({ ...next, infants: Math.min(next.infants, next.adults) });
                    }}
                  >
                    <MinusIcon />
                  </Button>
                  <span className={styles.count} aria-live="polite">
                    {count}
                  </span>
                  <Button
                    iconOnly
                    aria-label={t('search.increase', { label: t(label) })}
                    disabled={total >= maxPassengers || (key === 'infants' && count >= passengers.adults)}
                    onClick={() => onPassengers({ ...passengers, [key]: count + 1 })}
                  >
                    <PlusIcon />
                  </Button>
                </span>
              </div>
            );
          })}
          <fieldset className={styles.classes}>
            <legend className="visually-hidden">{t('search.passengers')}</legend>
            {tripClasses.map((value) => (
              <label key={value} className={styles.classOption}>
                <input type="radio" name={`${id}-class`} value={value} checked={tripClass === value} onChange={() => onTripClass(value)} />
                {t(tripClassKeys[value])}
              </label>
            ))}
          </fieldset>
          <Button variant="primary" className={styles.done} onClick={close}>
            {t('search.done')}
          </Button>
        </div>
      )}
    </div>
  );
}
