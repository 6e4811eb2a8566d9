import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslator } from '../../../platform/i18n';
import { fieldStyles } from '../../../ui';
import { placeChosen, placeFieldState, placeSynced, placeTyped } from '../model/place-field';
import { toChoice } from '../model/places';
import type { RecentSearch } from '../model/recent';
import { itemKey, suggestionItems, suggestionKind, type SuggestionItem } from '../model/suggestion-items';
import type { PlaceChoice } from '../model/validate';
import { PlaceOption } from './place-option';
import styles from './place-input.module.css';
import { useSuggestions } from './use-suggestions';

interface PlaceInputProps {
  label: string;
  placeholder: string;
  value: PlaceChoice | null;
  onChange(place: PlaceChoice | null): void;
  error?: string;
  name: string;
  /** Text typed before, shown while no place is chosen (a form the server sent back). */
  typed?: string;
  /** Recent searches, offered while the field is empty; `onRecentWanted` asks for them on focus. */
  recent?: readonly RecentSearch[];
  onRecentWanted?(): void;
  onRecent?(recent: RecentSearch): void;
  /** Offers "anywhere" from this origin (spec §3 suggestion kinds); `onAnywhere` is told when it is chosen. */
  anywhereFrom?: PlaceChoice | null;
  onAnywhere?(origin: PlaceChoice): void;
}

const debounceMs = 120;
/** Travellers type the English word in any language. */
const anywhereWord = 'anywhere';
const noRecent: readonly RecentSearch[] = [];

/** An autocomplete combobox (WAI-ARIA 1.2 pattern): arrows move, Enter picks, Escape closes. */
export function PlaceInput({ label, placeholder, value, onChange, error, name, typed, recent = noRecent, onRecentWanted, onRecent, anywhereFrom, onAnywhere }: PlaceInputProps) {
  const { t, language } = useTranslator();
  const id = useId();
  const { data, start } = useSuggestions();
  const [field, setField] = useState(() => (!value && typed ? placeTyped(placeFieldState(null), typed) : placeFieldState(value)));
  const { text } = field;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  /** A country chosen from the list: the list then offers its cities. */
  const [expanded, setExpanded] = useState<{ code: string; name: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const [focused, setFocused] = useState(false);
  // A new value from outside (a pick, a swap, a reset) replaces the typed text during render.
  const synced = placeSynced(field, value, focused);
  if (synced !== field) setField(synced);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A value that arrived while the traveller typed here (a page's prefill answering late) is not
  // theirs: the form gets the field's empty value back, and the letters stay.
  const overruled = focused && value !== null && field.shown === null && field.text !== '';
  useEffect(() => {
    if (overruled) onChange(null);
  }, [overruled, onChange]);

  const anywhere = anywhereFrom && onAnywhere ? { origin: anywhereFrom, words: [t('search.anywhere'), anywhereWord] } : null;
  const items = open ? suggestionItems(text, data, expanded?.code ?? null, recent, anywhere) : [];
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const showEmpty = open && items.length === 0 && !!text.trim() && !!data;
  const onlyRecent = !text.trim() && items.every((item) => item.kind === 'history');
  const listLabel = expanded ? t('search.countryCities', { country: expanded.name }) : onlyRecent ? t('search.recent') : label;

  const search = (term: string) => {
    clearTimeout(timer.current);
    if (!term.trim()) return;
    timer.current = setTimeout(() => start({ term: term.trim(), locale: language, types: ['city', 'airport', 'country'] }), debounceMs);
  };

  const choose = (item: SuggestionItem) => {
    if (item.kind === 'history') {
      setOpen(false);
      onRecent?.(item.recent);
      return;
    }
    if (item.kind === 'anywhere') {
      // Not a place the form can search to: the field stays empty and the app leads on.
      setField(placeFieldState(null));
      setOpen(false);
      onAnywhere?.(item.origin);
      return;
    }
    const { place } = item;
    if (place.type === 'country') {
      // No flights go to a country as such: its cities are offered instead.
      setExpanded({ code: place.code, name: place.name });
      setField(placeTyped(field, place.name));
      setActive(0);
      return;
    }
    const choice = toChoice(place);
    onChange(choice);
    setField(placeChosen(field, choice));
    setExpanded(null);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (items.length ? (current + step + items.length) % items.length : 0));
    } else if (event.key === 'Enter' && open && items[active]) {
      event.preventDefault();
      choose(items[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setExpanded(null);
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
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-activedescendant={items[active] ? `${id}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setField(placeTyped(field, event.target.value));
          setOpen(true);
          setActive(0);
          setExpanded(null);
          if (value) onChange(null);
          search(event.target.value);
        }}
        onFocus={(event) => {
          setFocused(true);
          event.target.select();
          if (!event.target.value) {
            onRecentWanted?.();
            setActive(0);
            setOpen(true);
          }
        }}
        onBlur={() => {
          setFocused(false);
          setOpen(false);
          setExpanded(null);
          // Leaving a typed name without picking restores the chosen place.
          if (value) setField(placeFieldState(value));
        }}
        onKeyDown={onKeyDown}
      />
      {value && !open && (
        <span className={styles.code} data-place-code="">
          {value.code}
        </span>
      )}
      <ul id={listId} role="listbox" aria-label={listLabel} className={styles.list} hidden={items.length === 0 && !showEmpty}>
        {showEmpty && <li className={styles.empty}>{t('search.suggestEmpty')}</li>}
        {items.map((item, index) => (
          <li
            key={itemKey(item)}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            data-kind={suggestionKind(item)}
            className={`${styles.option} ${item.kind === 'place' && item.nested ? styles.nested : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => choose(item)}
          >
            <PlaceOption item={item} term={text.trim()} />
          </li>
        ))}
      </ul>
      {error && (
        <span id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
