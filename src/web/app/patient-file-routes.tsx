import type { ComponentType } from 'react';
import type { PatientFileSection } from '../features/patients/lib/patient-file-menu';
import { EditPatientPage } from '../features/patients/pages/edit-patient-page';
import { NewPatientPage } from '../features/patients/pages/new-patient-page';
import { PatientCenterPage, PatientFileRoute } from '../features/patients/pages/patient-center-page';
import { useIsRouteAvailable } from './route-availability';

/**
 * The patient file's routes, composed here because its sections come from several features (features never import
 * each other): the patients feature draws the file, its menu and basic information; another feature draws a section
 * as a component of `{ patientKey }`, loaded by the route table. The menu shows a section once the table has its page.
 */
export function PatientCenterRoute() {
  return <PatientCenterPage isRouteAvailable={useIsRouteAvailable()} />;
}

/** A child route of the patient file: the file (header, menu) around another feature's section for the patient. */
export function patientFileSection(section: PatientFileSection, Section: ComponentType<{ patientKey: string }>) {
  return function PatientFileSectionRoute() {
    return (
      <PatientFileRoute section={section} isRouteAvailable={useIsRouteAvailable()}>
        {(patient) => <Section patientKey={patient.key} />}
      </PatientFileRoute>
    );
  };
}

export { EditPatientPage, NewPatientPage };
