import { z } from 'zod';

/**
 * Lost updates (issue 17, item 3): one rule for every editable record. An edit carries, beside the whole form, the
 * `base` the user started from (the record as their form opened on it). Field by field:
 *
 * - the user did not change it (mine = base): the record's current value stays, so an edit made elsewhere meanwhile
 *   is not reverted by this form's stale copy;
 * - the user changed it and nobody else did (current = base), or both made it the same: the user's value;
 * - the user changed it and so did someone else, differently: a conflict. Nothing is written; the server answers 409
 *   naming the fields, and the client keeps what the user typed.
 *
 * Edits queued offline one behind another work too: each carries the base its form opened on (the device's view with
 * the earlier queued edits), so the later one changes only what it changed. An edit without `base` (an older client)
 * is the whole form, as before.
 */

/** The values a form opened on: field name -> value, as the API names and shapes them. */
export const ZEditBase = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type EditBase = z.infer<typeof ZEditBase>;

function same(first: unknown, second: unknown): boolean {
  return first === second || (first ?? null) === (second ?? null);
}

export type FieldMerge<T> = { merged: T; conflicts: (keyof T & string)[] };

/** Merges `mine` into `current` field by field against `base` (see above); `fields` are the editable fields. */
export function mergeEdit<T extends Record<string, unknown>>(
  fields: readonly (keyof T & string)[],
  current: T,
  mine: T,
  base: EditBase | undefined,
): FieldMerge<T> {
  if (base === undefined) return { merged: { ...current, ...mine }, conflicts: [] };
  const merged = { ...current };
  const conflicts: (keyof T & string)[] = [];
  for (const field of fields) {
    // A field the base does not name: the form did not show it, so the user cannot have meant to change it.
    if (!(field in base)) continue;
    const isMine = !same(mine[field], base[field]);
    if (!isMine) continue;
    const isTheirs = !same(current[field], base[field]);
    if (isTheirs && !same(current[field], mine[field])) conflicts.push(field);
    else merged[field] = mine[field];
  }
  return { merged, conflicts };
}
