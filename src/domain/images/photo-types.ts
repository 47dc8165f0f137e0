import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type PhotoGroup = 'extraoral' | 'intraoral' | 'xray' | 'other';

/**
 * The standard orthodontic photo set (the `type` of a clinic image): each slot labelled. The case wizard (aligner
 * issue) shows these slots; the gallery groups and sorts by them. Codes are stable: they are stored.
 */
export const PHOTO_TYPES = [
  { value: 1, group: 'extraoral', label: msg`Frontal, relaxed` },
  { value: 2, group: 'extraoral', label: msg`Frontal, smiling` },
  { value: 3, group: 'extraoral', label: msg`Profile (right side)` },
  { value: 4, group: 'intraoral', label: msg`Intraoral frontal` },
  { value: 5, group: 'intraoral', label: msg`Intraoral right buccal` },
  { value: 6, group: 'intraoral', label: msg`Intraoral left buccal` },
  { value: 7, group: 'intraoral', label: msg`Upper occlusal` },
  { value: 8, group: 'intraoral', label: msg`Lower occlusal` },
  { value: 9, group: 'xray', label: msg`Panoramic X-ray` },
  { value: 10, group: 'xray', label: msg`Lateral cephalometric X-ray` },
  { value: 99, group: 'other', label: msg`Other` },
] as const satisfies readonly { value: number; group: PhotoGroup; label: MessageDescriptor }[];

export type PhotoType = (typeof PHOTO_TYPES)[number]['value'];
export const PHOTO_TYPE_VALUES = PHOTO_TYPES.map((type) => type.value) as PhotoType[];

export const PHOTO_GROUP_LABELS: Record<PhotoGroup, MessageDescriptor> = {
  extraoral: msg`Extraoral photos`,
  intraoral: msg`Intraoral photos`,
  xray: msg`X-rays`,
  other: msg`Other images`,
};

export function photoTypeOf(value: number) {
  return PHOTO_TYPES.find((type) => type.value === value);
}
