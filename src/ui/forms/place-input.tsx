import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import fieldStyles from './text-field.module.css';
import { latestAnswer } from './latest-answer';
import { placeChosen, placeFieldState, placeSynced, placeTyped, type PlaceFieldState, type PlaceValue } from './place-field';
import type { EntryKind, PlaceKind } from './place-option';
import styles from './place-input.module.css';

/** One entry of the list, as the caller builds it from the answer: its key, its kind and whether it sits under another. */
export interface PlaceEntry {
  key: string;
  kind: EntryKind;
  nested?: boolean;
}

/** What choosing an entry does: gives the form a value, opens the entry's own list (a country's cities) showing `text`, or leaves the rest to the caller. */
export type EntryChoice<Value> = { value: Value } | { open: string } | { handled: 'clear' | 'keep' };

export interface PlaceInputProps<Kind extends PlaceKind, Answer, Entry extends PlaceEntry, Value extends PlaceValue> {
  label: string;
  placeholder: string;
  name: string;
  value: Value | null;
  onChange(place: Value | null): void;
  error?: string;
  /** Text typed before, shown while no place is chosen (a form the server sent back). */
  typed?: string;
  /** The kinds of places to suggest (spec §3): city, airport, country for flights; hotel, hotelCity, city for stays. */
  kinds: readonly Kind[];
  /** Asks for places matching a term; the field asks once typing pauses and shows only the latest answer. Keep it stable (`useCallback`). */
  fetchSuggestions(request: { term: string; kinds: readonly Kind[] }): Promise<Answer>;
  /** What the list holds for the text, the latest answer (null before one and after a failure) and the entry opened. */
  entries(text: string, answer: Answer | null, opened: Entry | null): readonly Entry[];
  renderEntry(entry: Entry, term: string): ReactNode;
  choose(entry: Entry): EntryChoice<Value>;
  /** The list's name; the label by default. */
  listLabel?(text: string, opened: Entry | null, entries: readonly Entry[]): string;
  /** Said when text finds nothing. */
  emptyText: string;
  /** The field got the focus while empty (the caller may then offer recent searches). */
  onFocusEmpty?(): void;
}

const debounceMs = 120;

/**
 * The typed text and the form's value, kept apart: a new value from outside (a pick, a swap, a
 * reset) replaces the text during render, and one that arrives while the traveller types here (a
 * page's prefill answering late) is not theirs: the form gets the field's empty value back, and
 * the letters stay.
 */
function usePlaceField<Value extends PlaceValue>(value: Value | null, typed: string | undefined, onChange: (place: Value | null) => void) {
  const [field, setField] = useState<PlaceFieldState<Value>>(() =>
    !value && typed ? placeTyped(placeFieldState<Value>(null), typed) : placeFieldState(value),
  );
  const [focused, setFocused] = useState(false);
  const synced = placeSynced(field, value, focused);
  if (synced !== field) setField(synced);
  const overruled = focused && value !== null && field.shown === null && field.text !== '';
  useEffect(() => {
    if (overruled) onChange(null);
  }, [overruled, onChange]);
  return { field, setField, setFocused };
}

/** The latest answer for what was typed, asked once typing pauses. */
function useSuggestionSearch<Kind extends PlaceKind, Answer>(
  kinds: readonly Kind[],
  fetch: (request: { term: string; kinds: readonly Kind[] }) => Promise<Answer>,
) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const start = useMemo(() => latestAnswer(fetch, setAnswer), [fetch]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (term: string) => {
    clearTimeout(timer.current);
    if (!term.trim()) return;
    timer.current = setTimeout(() => start({ term: term.trim(), kinds }), debounceMs);
  };
  return { answer, search };
}

/** The list's keys in the field: arrows open the list and move in it, Enter picks, Escape closes. */
function listKeys({
  open,
  canPick,
  onOpen,
  onMove,
  onPick,
  onClose,
}: {
  open: boolean;
  canPick: boolean;
  onOpen(): void;
  onMove(step: 1 | -1): void;
  onPick(): void;
  onClose(): void;
}) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (open) onMove(event.key === 'ArrowDown' ? 1 : -1);
      else onOpen();
    } else if (event.key === 'Enter' && open && canPick) {
      event.preventDefault();
      onPick();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      onClose();
    }
  };
}

/** What picking an entry does: open a group (a city's airports), take a value, or clear the field. */
function picker<Entry extends PlaceEntry, Value extends PlaceValue>(parts: {
  choose: PlaceInputProps<PlaceKind, unknown, Entry, Value>['choose'];
  onChange: (value: Value | null) => void;
  field: ReturnType<typeof usePlaceField<Value>>['field'];
  setField: ReturnType<typeof usePlaceField<Value>>['setField'];
  setOpened: (entry: Entry | null) => void;
  setActive: (index: number) => void;
  setOpen: (open: boolean) => void;
}) {
  const { choose, onChange, field, setField, setOpened, setActive, setOpen } = parts;
  return (entry: Entry) => {
    const outcome = choose(entry);
    if ('open' in outcome) {
      setOpened(entry);
      setField(placeTyped(field, outcome.open));
      setActive(0);
      return;
    }
    if ('value' in outcome) {
      onChange(outcome.value);
      setField(placeChosen(field, outcome.value));
    } else if (outcome.handled === 'clear') {
      setField(placeFieldState<Value>(null));
    }
    setOpened(null);
    setOpen(false);
  };
}

/** An autocomplete combobox of places (WAI-ARIA 1.2 pattern): arrows move, Enter picks, Escape closes. */
export function PlaceInput<Kind extends PlaceKind, Answer, Entry extends PlaceEntry, Value extends PlaceValue>(
  props: PlaceInputProps<Kind, Answer, Entry, Value>,
) {
  const { label, placeholder, name, value, onChange, error, typed, kinds, fetchSuggestions, entries, choose, onFocusEmpty } = props;
  const id = useId();
  const { field, setField, setFocused } = usePlaceField(value, typed, onChange);
  const { answer, search } = useSuggestionSearch(kinds, fetchSuggestions);
  const { text } = field;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [opened, setOpened] = useState<Entry | null>(null);
  const items = open ? entries(text, answer, opened) : [];
  const listLabel = props.listLabel?.(text, opened, items) ?? label;
  const showEmpty = open && items.length === 0 && !!text.trim() && answer !== null;

  const pick = picker({ choose, onChange, field, setField, setOpened, setActive, setOpen });

  const onKeyDown = listKeys({
    open,
    canPick: items[active] !== undefined,
    onOpen: () => setOpen(true),
    onMove: (step) => setActive((current) => (items.length ? (current + step + items.length) % items.length : 0)),
    onPick: () => pick(items[active]!),
    onClose: () => {
      setOpen(false);
      setOpened(null);
    },
  });

  return (
    <div className={`${fieldStyles.floating} ${styles.field}`}>
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
        aria-controls={`${id}-list`}
        aria-activedescendant={items[active] ? `${id}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setField(placeTyped(field, event.target.value));
          setOpen(true);
          setActive(0);
          setOpened(null);
          if (value) onChange(null);
          search(event.target.value);
        }}
        onFocus={(event) => {
          setFocused(true);
          event.target.select();
          if (!event.target.value) {
            onFocusEmpty?.();
            setActive(0);
            setOpen(true);
          }
        }}
        onBlur={() => {
          setFocused(false);
          setOpen(false);
          setOpened(null);
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
      <PlaceList
        id={id}
        label={listLabel}
        entries={items}
        active={active}
        term={text.trim()}
        empty={showEmpty ? props.emptyText : null}
        render={props.renderEntry}
        onActive={setActive}
        onPick={pick}
      />
      {error && (
        <span id={`${id}-error`} className={fieldStyles.floatingError} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

export interface PlaceListProps<Entry extends PlaceEntry> {
  /** The field's id: the list is `{id}-list`, each entry `{id}-{index}`. */
  id: string;
  label: string;
  entries: readonly Entry[];
  active: number;
  term: string;
  /** What to say when nothing was found; null while there is nothing to say. */
  empty: string | null;
  render(entry: Entry, term: string): ReactNode;
  onActive(index: number): void;
  onPick(entry: Entry): void;
}

/** The field's listbox: each entry with its kind as `data-kind`; a pointer press keeps the focus in the field. */
export function PlaceList<Entry extends PlaceEntry>({ id, label, entries, active, term, empty, render, onActive, onPick }: PlaceListProps<Entry>) {
  return (
    <ul id={`${id}-list`} role="listbox" aria-label={label} className={styles.list} hidden={entries.length === 0 && !empty}>
      {empty && <li className={styles.empty}>{empty}</li>}
      {entries.map((entry, index) => (
        <li
          key={entry.key}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          data-kind={entry.kind}
          className={`${styles.option} ${entry.nested ? styles.nested : ''}`}
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onActive(index)}
          onClick={() => onPick(entry)}
        >
          {render(entry, term)}
        </li>
      ))}
    </ul>
  );
}
