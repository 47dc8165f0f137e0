import { PHOTO_TYPES, type PhotoType } from '../../../../domain/images/photo-types';

/** The catch-all slot: any number of photos may go there. */
export const OTHER_PHOTO_TYPE: PhotoType = 99;

/**
 * The slots offered by default to `count` new photos of a stage: the standard slots the stage has not filled yet,
 * in the order of the set (the order a dentist takes them in), then "Other". The dentist can change each.
 */
export function defaultPhotoTypes(usedTypes: Iterable<number>, count: number): PhotoType[] {
  const used = new Set(usedTypes);
  const empty = PHOTO_TYPES.map((type) => type.value).filter((value) => value !== OTHER_PHOTO_TYPE && !used.has(value));
  return Array.from({ length: count }, (_, index) => empty[index] ?? OTHER_PHOTO_TYPE);
}
