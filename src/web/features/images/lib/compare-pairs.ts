import { PHOTO_TYPES } from '../../../../domain/images/photo-types';

export type ComparePair<T> = { type: number; before: T | null; after: T | null };

/** Where a type sits in the standard set (unknown codes last, in code order). */
export function photoTypeRank(type: number): number {
  const index = PHOTO_TYPES.findIndex((photoType) => photoType.value === type);
  return index === -1 ? PHOTO_TYPES.length + type : index;
}

function byType<T extends { type: number }>(images: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const image of images) groups.set(image.type, [...(groups.get(image.type) ?? []), image]);
  return groups;
}

/**
 * Before/after rows: one row per photo of the same type, the first "Intraoral frontal" of one stage beside the
 * first of the other, the second beside the second, and an empty side where a stage has fewer. Rows follow the
 * standard set's order, so a frontal smile always sits beside a frontal smile.
 */
export function pairByType<T extends { type: number }>(before: readonly T[], after: readonly T[]): ComparePair<T>[] {
  const beforeByType = byType(before);
  const afterByType = byType(after);
  const types = [...new Set([...beforeByType.keys(), ...afterByType.keys()])].sort(
    (a, b) => photoTypeRank(a) - photoTypeRank(b),
  );
  return types.flatMap((type) => {
    const left = beforeByType.get(type) ?? [];
    const right = afterByType.get(type) ?? [];
    return Array.from({ length: Math.max(left.length, right.length) }, (_, index) => ({
      type,
      before: left[index] ?? null,
      after: right[index] ?? null,
    }));
  });
}
