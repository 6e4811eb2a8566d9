import { createStore } from 'effector';

/** The names of the entries the reference pages opened (an airline, an airport…), by the name in their address: their titles. */
export const $entryNames = createStore<Record<string, string>>({});

/** An entry's name for its title: its name once known, else what the address says. */
export const entryName = (names: Record<string, string>, name: string | undefined) => (name ? (Object.hasOwn(names, name) ? names[name]! : name) : '');
