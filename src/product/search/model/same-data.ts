/**
 * A store option: an update whose data equals the value it would replace is dropped, so the views
 * reading the store do not render again. The results route opens once more on the client at the
 * address the server rendered, and reading that address again makes equal objects: without this,
 * the whole page (shell, form, header links) rendered again right after hydration, in one task.
 * For plain data only (what JSON keeps).
 */
export const keepEqualData = {
  updateFilter: <Value>(update: Value, current: Value) => JSON.stringify(update) !== JSON.stringify(current),
};
