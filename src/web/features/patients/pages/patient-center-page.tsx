import type { ReactNode } from 'react';
import { BasicInfo } from '../components/basic-info';
import { PatientFile } from '../components/patient-file';
import { PatientList } from '../components/patient-list';
import type { PatientView } from '../hooks/patient-projection';
import { usePatientKeyParam } from '../hooks/use-patient-key';
import type { PatientFileSection } from '../lib/patient-file-menu';

type RouteAvailability = { isRouteAvailable: (path: string) => boolean };

/**
 * A section of the patient file named by the address's `id`. The app's route table composes the sections other
 * features draw (images: `<PatientFileRoute section="images">{(patient) => <Gallery patientKey={patient.key} />}`).
 */
export function PatientFileRoute({
  section,
  isRouteAvailable,
  children,
}: RouteAvailability & { section: PatientFileSection; children: (patient: PatientView) => ReactNode }) {
  return (
    <PatientFile patientKey={usePatientKeyParam()} section={section} isRouteAvailable={isRouteAvailable}>
      {children}
    </PatientFile>
  );
}

/** /patientCenter: the patient list, or with `?id=` a patient's file at its basic information (the default section). */
export function PatientCenterPage({ isRouteAvailable }: RouteAvailability) {
  const key = usePatientKeyParam();
  if (key === null) return <PatientList />;
  return (
    <PatientFile patientKey={key} section="basic" isRouteAvailable={isRouteAvailable}>
      {(patient) => <BasicInfo patient={patient} />}
    </PatientFile>
  );
}
