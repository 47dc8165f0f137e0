import type { MessageDescriptor } from '@lingui/core';
import { PHOTO_GROUP_LABELS, photoTypeOf, type PhotoGroup } from '../../../../domain/images/photo-types';

const GROUP_ORDER: readonly PhotoGroup[] = ['extraoral', 'intraoral', 'xray', 'other'];

export type PhotoSection<T> = { group: PhotoGroup; label: MessageDescriptor; images: T[] };

/** The gallery's sections: extraoral, intraoral, X-rays, other (an unknown type counts as other); empty ones left out. */
export function groupByPhotoGroup<T extends { type: number }>(images: readonly T[]): PhotoSection<T>[] {
  return GROUP_ORDER.map((group) => ({
    group,
    label: PHOTO_GROUP_LABELS[group],
    images: images.filter((image) => (photoTypeOf(image.type)?.group ?? 'other') === group),
  })).filter((section) => section.images.length > 0);
}
