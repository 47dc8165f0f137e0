import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PATIENT_CENTER_PATH, PATIENT_IMAGES_PATH } from './patient-paths';

export type PatientFileSection = 'basic' | 'images';

/**
 * The patient file's menu: its child routes (spec: /patientCenter?id=… "has child routes used as a patient-file
 * menu"). An entry shows only when the route table has its page, so later issues add cases and orders by adding
 * their routes and a line here.
 */
export const PATIENT_FILE_MENU: readonly { section: PatientFileSection; path: string; label: MessageDescriptor }[] = [
  { section: 'basic', path: PATIENT_CENTER_PATH, label: msg`Basic information` },
  { section: 'images', path: PATIENT_IMAGES_PATH, label: msg`Images` },
];
