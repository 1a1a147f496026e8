/** The fields of `next` whose values differ from `current`: edits send only what changed. */
export function changedFields<T extends object>(next: T, current: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(current[key])) changes[key] = next[key];
  }
  return changes;
}
