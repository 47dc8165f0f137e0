import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../../auth/passwords';
import { insertUser } from '../../auth/new-user';
import type { Db } from '../connect';
import type { FactoryRole } from '../../../domain/accounts/factory-roles';
import type { Database, Flag } from '../schema';
import type { ObjectStore } from '../../storage/object-store';
import { servedLines } from '../../lines/registry';
import { seedDemoCoupons } from './seed-demo-coupons';
import { seedDemoCredit } from './seed-demo-credit';
import { seedDemoPatients } from './seed-demo-patients';

export const DEMO_MANUFACTURER = 'Cuspid Dental Manufacturing';

/** The manufacturer and its two factories (spec section 9). */
export const DEMO_FACTORIES = [
  { code: 'HZ', name: 'Hangzhou factory', city: 'Hangzhou' },
  { code: 'ZH', name: 'Zhuhai factory', city: 'Zhuhai' },
] as const;

/** One password for every demo account, printed at start (demo and test mode only; production never seeds). */
export const DEMO_PASSWORD = 'Cuspid-Demo-2026';

type DemoUser = {
  phone: string;
  name: string;
  role: string;
  /** A factory user: their factory (a DEMO_FACTORIES code) and role there. */
  factory?: { code: (typeof DEMO_FACTORIES)[number]['code']; role: FactoryRole };
  doctorAuthStatus: number;
  memberships: {
    clinic: 'main' | 'branch';
    role: 'admin' | 'staff';
    job: string;
    isDoctor: boolean;
    hidePrices: boolean;
  }[];
};

/** A clinic admin who is also the doctor, a doctor in two clinics, a nurse whose prices are hidden, a factory admin. */
export const DEMO_USERS: DemoUser[] = [
  {
    phone: '13800000001',
    name: 'Dr. Wang Li',
    role: 'clinic admin and doctor',
    doctorAuthStatus: 2,
    memberships: [{ clinic: 'main', role: 'admin', job: 'doctor', isDoctor: true, hidePrices: false }],
  },
  {
    phone: '13800000002',
    name: 'Dr. Chen Yu',
    role: 'doctor in two clinics',
    doctorAuthStatus: 2,
    memberships: [
      { clinic: 'main', role: 'staff', job: 'doctor', isDoctor: true, hidePrices: false },
      { clinic: 'branch', role: 'staff', job: 'doctor', isDoctor: true, hidePrices: false },
    ],
  },
  {
    phone: '13800000003',
    name: 'Zhao Min',
    role: 'nurse, prices hidden',
    doctorAuthStatus: -1,
    memberships: [{ clinic: 'main', role: 'staff', job: 'nurse', isDoctor: false, hidePrices: true }],
  },
  {
    phone: '13900000001',
    name: 'Liu Qiang',
    role: 'factory admin and reviewer (Hangzhou)',
    factory: { code: 'HZ', role: 'admin' },
    doctorAuthStatus: -1,
    memberships: [],
  },
];

export type SeedReport = { seeded: boolean; lines: string[] };

/**
 * Seeds a fresh database; on one that already has data it changes nothing. With an object store, every served line's
 * demo orders come too (its `seedDemo`, src/server/lines/<line>/seed-demo.ts; their files are in the store).
 */
export async function seedDemoData(db: Db, now = Date.now(), store?: ObjectStore): Promise<SeedReport> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.kysely.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('manufacturers').select('id').executeTakeFirst();
    if (existing) return { seeded: false, lines: [] };
    const manufacturer = await trx
      .insertInto('manufacturers')
      .values({ name: DEMO_MANUFACTURER, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('factories')
      .values(DEMO_FACTORIES.map((f) => ({ ...f, manufacturer_id: manufacturer.id, created_at: now })))
      .execute();
    const clinics = await seedClinics(trx, now);
    for (const user of DEMO_USERS) await seedUser(trx, user, clinics, passwordHash, now);
    await seedDemoPatients(trx, clinics, now);
    const lineReports: string[] = [];
    if (store) {
      for (const line of servedLines()) {
        if (line.seedDemo) lineReports.push(...(await line.seedDemo(trx, { store, clinics, now })));
      }
    }
    const coupons = await seedDemoCoupons(trx, now);
    const credit = await seedDemoCredit(trx, clinics.main, now);
    return {
      seeded: true,
      lines: [
        `Manufacturer: ${DEMO_MANUFACTURER} (factories: ${DEMO_FACTORIES.map((f) => f.city).join(', ')})`,
        'Clinics: Bright Smile Dental (main) with its branch Bright Smile Dental – East',
        `Sign in at /login with any of these phone numbers and the password ${DEMO_PASSWORD}:`,
        ...DEMO_USERS.map((u) => `  ${u.phone}  ${u.name} (${u.role})`),
        ...lineReports,
        `Coupons: ${coupons} to claim from the top bar (personal center, coupons)`,
        credit,
        'SMS codes of the demo server appear at /devSmsInbox.',
      ],
    };
  });
}

async function seedClinics(trx: Transaction<Database>, now: number): Promise<Record<'main' | 'branch', number>> {
  const main = await trx
    .insertInto('clinics')
    .values({
      name: 'Bright Smile Dental',
      is_company: 1,
      is_chain: 1,
      main_clinic_id: null,
      org_auth_status: 1,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const branch = await trx
    .insertInto('clinics')
    .values({
      name: 'Bright Smile Dental – East',
      is_company: 0,
      is_chain: 1,
      main_clinic_id: main.id,
      org_auth_status: 1,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { main: main.id, branch: branch.id };
}

async function seedUser(
  trx: Kysely<Database>,
  user: DemoUser,
  clinics: Record<'main' | 'branch', number>,
  passwordHash: string,
  now: number,
): Promise<void> {
  const row = {
    id: await insertUser(
      trx,
      {
        phone: user.phone,
        passwordHash,
        name: user.name,
        isFactory: Boolean(user.factory),
        doctorAuthStatus: user.doctorAuthStatus,
      },
      now,
    ),
  };
  if (user.factory) {
    const factory = await trx
      .selectFrom('factories')
      .select('id')
      .where('code', '=', user.factory.code)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('factory_members')
      .values({ user_id: row.id, factory_id: factory.id, role: user.factory.role, created_at: now, removed_at: null })
      .execute();
  }
  for (const m of user.memberships) {
    const clinicId = clinics[m.clinic];
    await trx
      .insertInto('clinic_members')
      .values({
        clinic_id: clinicId,
        user_id: row.id,
        role: m.role,
        job: m.job,
        is_doctor: (m.isDoctor ? 1 : 0) as Flag,
        hide_prices: (m.hidePrices ? 1 : 0) as Flag,
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('employees')
      .values({
        clinic_id: clinicId,
        user_id: row.id,
        real_name: user.name,
        phone: user.phone,
        id_number: null,
        job: m.job,
        job_type: 'official',
        work_type: 'full-time',
        work_status: 'in-service',
        position: m.role === 'admin' ? 'Director' : m.job === 'doctor' ? 'Orthodontist' : 'Dental nurse',
        entry_date: '2024-03-01',
        departure_date: null,
        remark: '',
        title_post: null,
        cert_path: null,
        id_card_path: null,
        hide_prices: (m.hidePrices ? 1 : 0) as Flag,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}
