import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Place } from '../../../contracts';
import { useTranslator } from '../../../platform/i18n';
import { BuildingIcon, fieldStyles, GlobeIcon, PlaneIcon } from '../../../ui';
import type { PlaceSuggestQuery } from '../model/suggest';
import { placeFieldState, placeSynced, placeTyped } from '../model/place-field';
import { toChoice } from '../model/places';
import type { PlaceChoice } from '../model/validate';
import styles from './place-input.module.css';

interface PlaceInputProps {
  label: string;
  placeholder: string;
  value: PlaceChoice | null;
  onChange(place: PlaceChoice | null): void;
  suggest: PlaceSuggestQuery;
  error?: string;
  name: string;
  /** Text typed before, shown while no place is chosen (a form the server sent back). */
  typed?: string;
}

const debounceMs = 120;
const kindIcon = { city: BuildingIcon, airport: PlaneIcon, country: GlobeIcon };

/** The matched part of a name, marked; matching ignores case. */
function Highlighted({ text, term }: { text: string; term: string }) {
  const at = term ? text.toLowerCase().indexOf(term.toLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + term.length)}</mark>
      {text.slice(at + term.length)}
    </>
  );
}

/** An autocomplete combobox (WAI-ARIA 1.2 pattern): arrows move, Enter picks, Escape closes. */
export function PlaceInput({ label, placeholder, value, onChange, suggest, error, name, typed }: PlaceInputProps) {
  const { t, language } = useTranslator();
  const id = useId();
  const { data, start } = useUnit(suggest);
  const [field, setField] = useState(() => (!value && typed ? { text: typed, shown: null } : placeFieldState(value)));
  const { text } = field;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A new value from outside (a pick, a swap, a reset) replaces the typed text during render.
  const synced = placeSynced(field, value);
  if (synced !== field) setField(synced);
  useEffect(() => () => clearTimeout(timer.current), []);

  const options = open && text.trim() ? (data ?? []) : [];
  const listId = `${id}-list`;
  const errorId = `${id}-error`;

  const search = (term: string) => {
    clearTimeout(timer.current);
    if (!term.trim()) return;
    timer.current = setTimeout(() => start({ term: term.trim(), locale: language, types: ['city', 'airport', 'country'] }), debounceMs);
  };

  const choose = (place: Place) => {
    const choice = toChoice(place);
    onChange(choice);
    setField(placeFieldState(choice));
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (options.length ? (current + step + options.length) % options.length : 0));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className={`${fieldStyles.field} ${styles.field}`}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={fieldStyles.control}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-activedescendant={options[active] ? `${id}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setField(placeTyped(event.target.value));
          setOpen(true);
          setActive(0);
          if (value) onChange(null);
          search(event.target.value);
        }}
        onFocus={(event) => event.target.select()}
        onBlur={() => {
          setOpen(false);
          // Leaving a typed name without picking restores the chosen place.
          if (value) setField(placeFieldState(value));
        }}
        onKeyDown={onKeyDown}
      />
      {value && !open && <span className={styles.code}>{value.code}</span>}
      <ul id={listId} role="listbox" aria-label={label} className={styles.list} hidden={!open || !text.trim() || !data}>
        {options.length === 0 && data && <li className={styles.empty}>{t('search.suggestEmpty')}</li>}
        {options.map((place, index) => {
          const Icon = kindIcon[place.type];
          const nested = place.type === 'airport' && options.some((other) => other.type === 'city' && other.code === place.city_code);
          return (
            <li
              key={`${place.type}:${place.code}`}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`${styles.option} ${nested ? styles.nested : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(place)}
            >
              <Icon className={styles.kind} />
              <span className={styles.text}>
                <span className={styles.name}>
                  <Highlighted text={place.name} term={text.trim()} />
                </span>
                <span className={styles.country}>
                  {place.type === 'city' ? `${place.country_name}, ${t('search.allAirports')}` : place.type === 'airport' ? `${place.city_name ?? ''}, ${place.country_name}` : t('search.kind.country')}
                </span>
              </span>
              <span className={styles.optionCode}>{place.code}</span>
            </li>
          );
        })}
      </ul>
      {error && (
        <span id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
