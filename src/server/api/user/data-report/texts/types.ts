import type { en } from './en';

/** A message of the data report; English is the source every other language follows. */
export type ReportKey = keyof typeof en;
export type ReportTexts = Record<ReportKey, string>;
