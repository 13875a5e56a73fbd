interface Named {
  plan: { name: string };
}

/** The distinct plan names in a list, in the order they first appear (the list is newest first). */
export function planNames(items: readonly Named[]): string[] {
  return [...new Set(items.map((item) => item.plan.name))];
}

/**
 * The Active Warranties filter (spec §2, multi-select): the items whose plan is one of those
 * chosen. A choice no longer in the list is ignored, and nothing chosen means everything.
 */
export function filterByPlans<T extends Named>(items: readonly T[], chosen: readonly string[]): T[] {
  const present = new Set(planNames(items));
  const wanted = new Set(chosen.filter((name) => present.has(name)));
  return wanted.size === 0 ? [...items] : items.filter((item) => wanted.has(item.plan.name));
}

/** Ticks or unticks one plan name. */
export function toggleChoice(chosen: readonly string[], name: string, on: boolean): string[] {
  const rest = chosen.filter((n) => n !== name);
  return on ? [...rest, name] : rest;
}
