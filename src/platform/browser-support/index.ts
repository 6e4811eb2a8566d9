// Unsupported browsers (spec §8): a tiny first check, a notice chunk where the app cannot run.
export { browserCheckElement } from './check-script';
export { browserSupportAttributes, entryMayStart } from './entry';
