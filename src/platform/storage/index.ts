// Safe access to the browser's local storage.
export type { KeyValueStorage } from './local';
export { localStore, readJson, writeJson } from './local';
