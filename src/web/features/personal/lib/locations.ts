import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The personal center's tabs by their `currentLocation` query value. The spec fixes 5 (coupons), 6 (cloud-platform
 * linking) and 9 (member benefits, not shown yet). Coupons are the coupons feature's panel, given by the app: without
 * it the tab is left out. The other numbers are this app's choice, in the order of the spec's labels.
 */
export const PERSONAL_LOCATIONS = [
  { location: 1, key: 'info', label: msg`Personal info` },
  { location: 2, key: 'clinics', label: msg`Associated clinics` },
  { location: 3, key: 'addresses', label: msg`Address management` },
  { location: 4, key: 'preferences', label: msg`Clinical preferences` },
  { location: 7, key: 'password', label: msg`Change password` },
  { location: 8, key: 'payPassword', label: msg`Payment password` },
  { location: 6, key: 'cloud', label: msg`Cloud-platform linking` },
  { location: 5, key: 'coupons', label: msg`Coupons` },
] as const satisfies readonly { location: number; key: string; label: MessageDescriptor }[];

export type PersonalLocation = (typeof PERSONAL_LOCATIONS)[number];
export type PersonalTabKey = PersonalLocation['key'];

export const LOCATION_PARAM = 'currentLocation';
const DEFAULT_LOCATION = PERSONAL_LOCATIONS[0];

/** The tab a `currentLocation` value names among `shown`; anything else (absent, 9, garbage) opens personal info. */
export function locationFromQuery(
  value: string | null,
  shown: readonly PersonalLocation[] = PERSONAL_LOCATIONS,
): PersonalLocation {
  return shown.find((entry) => String(entry.location) === value) ?? DEFAULT_LOCATION;
}
