/** A language's file of a message group: the shell's, a platform folder's, or a team's. */
const groupFile = /\/src\/(?:platform\/([\w-]+)|product\/([\w-]+))\/messages\/([\w-]+)\.json$/;

/**
 * `assets/messages-{group}-{language}-[hash].js` for a message chunk (`shell` for the platform's
 * i18n folder, else the team), so the bundle check and tests can tell which messages a page
 * loads; other chunks keep Vite's naming.
 */
export function chunkFileName(chunk: { facadeModuleId?: string | null }): string {
  const found = chunk.facadeModuleId ? groupFile.exec(chunk.facadeModuleId.replace(/\\/g, '/')) : null;
  if (!found) return 'assets/[name]-[hash].js';
  const [, platformFolder, team, language] = found;
  const group = team ?? (platformFolder === 'i18n' ? 'shell' : platformFolder);
  return `assets/messages-${group}-${language}-[hash].js`;
}
