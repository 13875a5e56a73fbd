/** How many recently viewed plans a customer's browser keeps (spec §9). */
export const RECENTLY_VIEWED_CAP = 3;

/**
 * Spec §4: a new item goes to the front only if no item with the same _id is present;
 * the list keeps at most three, dropping the oldest.
 */
export function addRecentlyViewed<T extends { _id: string }>(
  list: readonly T[],
  item: T,
  cap = RECENTLY_VIEWED_CAP,
): T[] {
  if (list.some((existing) => existing._id === item._id)) return [...list];
  return [item, ...list].slice(0, cap);
}
