import type { Kysely } from 'kysely';
import type { TPatientFields } from '../../../domain/patients/patient';
import { patientColumns } from '../../modules/patients/patient-rows';
import type { Database } from '../schema';

type DemoPatient = TPatientFields & { clinic: 'main' | 'branch'; recordedBy: string; daysAgo: number };

const doctor = { doctorName: 'Dr. Wang Li', doctorPhone: '13800000001' };

/** A few patients per clinic, changed on different days so the list has an order to show. */
export const DEMO_PATIENTS: DemoPatient[] = [
  {
    clinic: 'main',
    recordedBy: '13800000001',
    daysAgo: 1,
    name: 'Li Na',
    gender: 2,
    birthDate: '1994-05-12',
    phone: '13512340001',
    source: 1,
    avatar: null,
    ...doctor,
  },
  {
    clinic: 'main',
    recordedBy: '13800000001',
    daysAgo: 3,
    name: 'Zhang Wei',
    gender: 1,
    birthDate: '2011-09-30',
    phone: '13512340002',
    source: 3,
    avatar: null,
    ...doctor,
  },
  {
    clinic: 'main',
    recordedBy: '13800000003',
    daysAgo: 6,
    name: 'Anna Petrova',
    gender: 2,
    birthDate: '1987-02-03',
    phone: '13512340003',
    source: 4,
    avatar: null,
    ...doctor,
  },
  {
    clinic: 'main',
    recordedBy: '13800000002',
    daysAgo: 12,
    name: 'Chen Hao',
    gender: 1,
    birthDate: '2008-11-21',
    phone: '13512340004',
    source: 2,
    avatar: null,
    doctorName: 'Dr. Chen Yu',
    doctorPhone: '13800000002',
  },
  {
    clinic: 'main',
    recordedBy: '13800000001',
    daysAgo: 18,
    name: 'Wu Jie',
    gender: 1,
    birthDate: '1990-03-17',
    phone: '13512340006',
    source: 1,
    avatar: null,
    ...doctor,
  },
  {
    clinic: 'main',
    recordedBy: '13800000003',
    daysAgo: 21,
    name: 'Liu Yang',
    gender: 2,
    birthDate: '1996-08-25',
    phone: '13512340007',
    source: 2,
    avatar: null,
    ...doctor,
  },
  {
    clinic: 'main',
    recordedBy: '13800000001',
    daysAgo: 24,
    name: 'Zhao Lei',
    gender: 1,
    birthDate: '1979-12-02',
    phone: '13512340008',
    source: 3,
    avatar: null,
    ...doctor,
  },
  {
    clinic: 'main',
    recordedBy: '13800000003',
    daysAgo: 27,
    name: 'Olga Smirnova',
    gender: 2,
    birthDate: '1992-04-14',
    phone: '13512340009',
    source: 4,
    avatar: null,
    ...doctor,
  },
  {
    clinic: 'main',
    recordedBy: '13800000002',
    daysAgo: 30,
    name: 'Huang Min',
    gender: 2,
    birthDate: '2006-01-09',
    phone: '13512340010',
    source: 1,
    avatar: null,
    doctorName: 'Dr. Chen Yu',
    doctorPhone: '13800000002',
  },
  {
    clinic: 'main',
    recordedBy: '13800000001',
    daysAgo: 33,
    name: 'Ma Ling',
    gender: 2,
    birthDate: '1987-09-14',
    phone: '13512340011',
    source: 3,
    avatar: null,
    ...doctor,
  },
  {
    clinic: 'main',
    recordedBy: '13800000001',
    daysAgo: 36,
    name: 'Guo Tao',
    gender: 1,
    birthDate: '1999-02-27',
    phone: '13512340012',
    source: 1,
    avatar: null,
    ...doctor,
  },
  {
    clinic: 'branch',
    recordedBy: '13800000002',
    daysAgo: 2,
    name: 'Sun Mei',
    gender: 2,
    birthDate: '1999-07-08',
    phone: '13512340005',
    source: 5,
    avatar: null,
    doctorName: 'Dr. Chen Yu',
    doctorPhone: '13800000002',
  },
];

const DAY_MS = 24 * 3600 * 1000;

/** Demo patients of the seeded clinics, recorded by the demo users (found by phone). */
export async function seedDemoPatients(
  trx: Kysely<Database>,
  clinics: Record<'main' | 'branch', number>,
  now: number,
): Promise<void> {
  const users = await trx.selectFrom('users').select(['id', 'phone']).execute();
  const idByPhone = new Map(users.map((user) => [user.phone, user.id]));
  const userId = (phone: string) => {
    const id = idByPhone.get(phone);
    if (id === undefined) throw new Error(`demo patients: no demo user ${phone}`);
    return id;
  };
  for (const { clinic, recordedBy, daysAgo, ...fields } of DEMO_PATIENTS) {
    const at = now - daysAgo * DAY_MS;
    await trx
      .insertInto('patients')
      .values({
        clinic_id: clinics[clinic],
        client_id: null,
        ...patientColumns(fields),
        created_by: userId(recordedBy),
        created_at: at,
        updated_at: at,
        deleted_at: null,
      })
      .execute();
  }
}
