/** Intl separates groups and units with no-break spaces; tests read them as plain spaces. */
export const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
