import type { ComponentType, ReactNode } from 'react';
import { BedIcon, BuildingIcon, ChevronDownIcon, ClockIcon, CompassIcon, GlobeIcon, PlaneIcon } from '../icons/icons';
import styles from './place-input.module.css';

/**
 * The kinds of place suggestions of spec §3: a city, an airport, a country for flights, a hotel
 * and a city of hotels for stays; and the entries a field may add, "anywhere" and a recent search.
 */
export type PlaceKind = 'city' | 'airport' | 'country' | 'hotel' | 'hotelCity';
export type EntryKind = PlaceKind | 'anywhere' | 'history';

/** Each kind's icon, so an entry's kind shows before its name. */
export const entryIcons: Record<EntryKind, ComponentType<{ className?: string }>> = {
  city: BuildingIcon,
  airport: PlaneIcon,
  country: GlobeIcon,
  hotel: BedIcon,
  hotelCity: BuildingIcon,
  anywhere: CompassIcon,
  history: ClockIcon,
};

/** The matched part of a name, marked; matching ignores case. */
export function Highlighted({ text, term }: { text: string; term: string }) {
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

export interface PlaceOptionProps {
  kind: EntryKind;
  /** The entry's name: a place's, with the typed part marked by the caller (`Highlighted`), or a route. */
  name: ReactNode;
  /** Where it is or what it is, under the name: "Russia, all airports", "Hotel · Moscow". */
  detail: string;
  /** A code at the end (IATA), if the entry has one. */
  code?: string;
  /** Choosing it opens its own list (a country's cities): a chevron says so. */
  opens?: boolean;
}

/** What one entry of a place list shows: the kind's icon, the name, the detail under it, the code. */
export function PlaceOption({ kind, name, detail, code, opens = false }: PlaceOptionProps) {
  const Icon = entryIcons[kind];
  return (
    <>
      <Icon className={styles.kind} />
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        <span className={styles.country}>{detail}</span>
      </span>
      {code && <span className={styles.optionCode}>{code}</span>}
      {opens && <ChevronDownIcon className={styles.expand} size={16} />}
    </>
  );
}
