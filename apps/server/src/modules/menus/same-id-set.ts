/** Whether `ids` (distinct, as the request schema makes them) are exactly the `current` ones. */
export function isSameIdSet(current: number[], ids: number[]) {
  const known = new Set(current);
  return ids.length === known.size && ids.every((id) => known.has(id));
}
