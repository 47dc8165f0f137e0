import { describe, expect, it } from 'vitest';
import { ZPatientFields } from '../../../domain/patients/patient';
import { DEMO_USERS } from './seed-demo-data';
import { DEMO_PATIENTS } from './seed-demo-patients';

describe('demo patients', () => {
  it.each(DEMO_PATIENTS.map((patient) => [patient.name, patient] as const))(
    '%s passes the patient form’s rules',
    (_name, patient) => {
      const { clinic: _clinic, recordedBy: _recordedBy, daysAgo: _daysAgo, ...fields } = patient;
      expect(ZPatientFields.safeParse(fields).error?.issues).toBeUndefined();
    },
  );

  it('is recorded by demo users of the same clinic', () => {
    for (const patient of DEMO_PATIENTS) {
      const user = DEMO_USERS.find((candidate) => candidate.phone === patient.recordedBy);
      expect(
        user?.memberships.map((m) => m.clinic),
        patient.name,
      ).toContain(patient.clinic);
    }
  });
});
