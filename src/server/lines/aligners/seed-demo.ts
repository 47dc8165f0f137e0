import type { Transaction } from 'kysely';
import { ZCaseData, type TCaseDataInput } from '../../../domain/lines/aligners/case-data';
import { todayText } from '../../../domain/patients/patient';
import { ORDER_STATUS as S } from '../../../domain/order-status';
import { PRODUCT_LINE_CODE } from '../../../domain/product-lines';
import type { ObjectStore } from '../../storage/object-store';
import { storageDb } from '../../storage/object-store';
import type { Purpose } from '../../storage/purposes';
import { newObjectKey } from '../../storage/routes';
import { completeCase, requestProduction, restartStage } from './case-moves';
import { transitionCase } from '../../modules/cases/case-actions';
import { caseDataColumns } from './case-data-checks';
import { factoryForNewOrder } from '../../modules/cases/factory-assignment';
import { alignerCaseDataColumns, insertAlignerOrder } from './aligner-orders';
import { clinicPersonasOf } from '../../../domain/accounts/permissions';
import { recordEvent, type CaseActor, type OrderRow } from '../../modules/cases/transition';
import { recordPayment } from '../../modules/factory-cases/payment';
import { issuePaymentOrder } from './payment-order';
import { shipCase } from './ship';
import { uploadPlan } from './upload-plan';
import { findPatientInClinic } from '../../modules/patients/patient-access';
import { nextWorkingDayOnServer } from '../../modules/calendar/holiday-calendar';
import type { Database } from '../../db/schema';
import { archStl, planPdf } from '../../db/seed/seed-demo-files';
import { DEMO_PHOTO_TYPES, demoPhoto } from '../../db/seed/seed-demo-photos';
import { makeThumbnail } from '../../storage/photo-processing';
import { thumbnailKeyOf } from '../../modules/images/photo-objects';

/**
 * Demo aligner cases (the aligner line's `seedDemo`, ./line.ts, which the demo seed calls with the registry loaded: the
 * lines' own effects of a move, an approved plan's figures, are the served lines'), a clinic's after some use: one per status a visitor should see, so every tab of the case list and
 * every queue of the factory has something: to be reviewed, failed with a reason, plan to be designed, plan to be
 * reviewed (a revised plan after a rejection), pending payment, in production, in transit, received, completed,
 * cancelled, ignored, and a stage restarted. Each is played through the
 * same functions the routes call, step by step at past times, so its timeline, plans, payments, shipments and the
 * doctor's reminders are what the product itself would have recorded. Files are real: generated arch scans and staged
 * models (binary STL, a few KB) and plan documents (PDF), written through the object store.
 */

const DAY_MS = 24 * 3600 * 1000;
const FACTORY_PHONE = '13900000001';

type GenericMove = 'pass' | 'design' | 'takeUp' | 'release' | 'approve' | 'receive' | 'ignore';
/** One step of a case's story, `after` days after the step before it (the first: after the submission). */
export type DemoStep = { after: number } & (
  | { do: GenericMove }
  | { do: 'fail' | 'reject' | 'cancel' | 'restart'; reason: string }
  | { do: 'plan'; up: number; down: number; price: number; note: string }
  | { do: 'produce'; up: number; down: number }
  | { do: 'bill'; amount: number; isFinal: boolean }
  | { do: 'pay'; reference: string }
  | { do: 'ship'; carrier: string; trackingNo: string; deliveryInDays: number }
  | { do: 'complete'; retainers: string }
);

export type DemoCase = {
  clinic: 'main' | 'branch';
  doctorPhone: string;
  doctorName: string;
  patient: string;
  submittedDaysAgo: number;
  /** The case's image stage; a patient's later case has its own records (defaults to "Initial records"). */
  stageName?: string;
  basic: { brand: string; series: string; chiefComplaint: string; treatmentGoals: string };
  features: string[];
  treatmentMethods: string[];
  story: DemoStep[];
};

const GENERIC_MOVES: Record<GenericMove, { to: number; side: 'clinic' | 'factory' }> = {
  pass: { to: S.passed, side: 'factory' },
  design: { to: S.planToBeDesigned, side: 'factory' },
  takeUp: { to: S.planToBeAdjusted, side: 'factory' },
  release: { to: S.productionOrderOut, side: 'factory' },
  approve: { to: S.planPassed, side: 'clinic' },
  receive: { to: S.received, side: 'clinic' },
  ignore: { to: S.ignored, side: 'clinic' },
};

const wang = { doctorPhone: '13800000001', doctorName: 'Dr. Wang Li' };
const clear = (series: string) => ({ brand: 'cuspid-clear', series });

export const DEMO_CASES: DemoCase[] = [
  {
    clinic: 'main',
    ...wang,
    patient: 'Li Na',
    submittedDaysAgo: 330,
    basic: {
      ...clear('lite'),
      chiefComplaint: 'Crowded lower front teeth',
      treatmentGoals: 'Align both arches, keep the bite',
    },
    features: ['Crowding'],
    treatmentMethods: ['IPR', 'OptimizedAttachments'],
    story: [
      { do: 'pass', after: 1 },
      { do: 'design', after: 0.1 },
      { do: 'plan', after: 4, up: 10, down: 8, price: 9800, note: 'Light IPR between the lower incisors.' },
      { do: 'approve', after: 2 },
      { do: 'produce', after: 0.2, up: 5, down: 5 },
      { do: 'bill', after: 0.5, amount: 4900, isFinal: false },
      { do: 'pay', after: 1, reference: 'Bank transfer 20250311' },
      { do: 'release', after: 0.2 },
      { do: 'ship', after: 6, carrier: 'SF Express', trackingNo: 'SF1402887731', deliveryInDays: 2 },
      { do: 'receive', after: 2 },
      { do: 'produce', after: 60, up: 5, down: 3 },
      { do: 'bill', after: 0.5, amount: 4900, isFinal: true },
      { do: 'pay', after: 2, reference: 'Bank transfer 20250514' },
      { do: 'release', after: 0.2 },
      { do: 'ship', after: 5, carrier: 'SF Express', trackingNo: 'SF1402991045', deliveryInDays: 2 },
      { do: 'receive', after: 2 },
      { do: 'complete', after: 75, retainers: 'Clear retainers for both arches, night wear.' },
    ],
  },
  {
    clinic: 'main',
    ...wang,
    patient: 'Li Na',
    submittedDaysAgo: 14,
    stageName: 'Retreatment records',
    basic: {
      ...clear('comprehensive'),
      chiefComplaint: 'The lower incisors crowded again after the first treatment',
      treatmentGoals: 'Realign the lower incisors',
    },
    features: ['Crowding', 'DeepBite'],
    treatmentMethods: ['Expansion', 'OptimizedAttachments'],
    story: [
      { do: 'pass', after: 1 },
      { do: 'design', after: 0.1 },
      { do: 'plan', after: 5, up: 14, down: 14, price: 15800, note: 'IPR 0.2 mm between 31-41 and 32-42.' },
      { do: 'reject', after: 1, reason: 'Please avoid IPR on the lower incisors: the enamel is thin. Expand instead.' },
      { do: 'takeUp', after: 0.5 },
      { do: 'plan', after: 4, up: 16, down: 16, price: 16800, note: 'No IPR; lower expansion 1.5 mm per side.' },
    ],
  },
  {
    clinic: 'main',
    ...wang,
    patient: 'Zhang Wei',
    submittedDaysAgo: 3,
    basic: {
      ...clear('teen'),
      chiefComplaint: 'Spacing between the upper front teeth',
      treatmentGoals: 'Close the spaces, improve the overjet',
    },
    features: ['Spacing', 'IncreasedOverjet'],
    treatmentMethods: ['Retraction', 'Class2Elastics'],
    story: [
      { do: 'fail', after: 1.5, reason: 'The lower scan misses the second molars. Please rescan the lower arch.' },
    ],
  },
  {
    clinic: 'main',
    ...wang,
    patient: 'Anna Petrova',
    submittedDaysAgo: 150,
    basic: {
      ...clear('comprehensive'),
      chiefComplaint: 'Upper canine out of the arch',
      treatmentGoals: 'Bring the canine into the arch',
    },
    features: ['Crowding'],
    treatmentMethods: ['Expansion'],
    story: [
      { do: 'fail', after: 1, reason: 'The photos lack the occlusal views. Please add them and resubmit.' },
      { do: 'ignore', after: 12 },
    ],
  },
  {
    clinic: 'main',
    ...wang,
    patient: 'Anna Petrova',
    submittedDaysAgo: 30,
    stageName: 'Records for the new submission',
    basic: {
      ...clear('comprehensive'),
      chiefComplaint: 'Upper canine out of the arch',
      treatmentGoals: 'Bring the canine into the arch, keep the molars',
    },
    features: ['Crowding', 'PosteriorCrossbite'],
    treatmentMethods: ['Expansion', 'OptimizedAttachments', 'Class2Elastics'],
    story: [
      { do: 'pass', after: 1 },
      { do: 'design', after: 0.1 },
      { do: 'plan', after: 5, up: 20, down: 18, price: 21600, note: 'Canine extrusion with an optimised attachment.' },
      { do: 'approve', after: 3 },
      { do: 'produce', after: 0.1, up: 5, down: 5 },
      { do: 'bill', after: 1, amount: 5400, isFinal: false },
      { do: 'pay', after: 2, reference: 'Bank transfer 0317' },
      { do: 'release', after: 0.3 },
      { do: 'ship', after: 16, carrier: 'SF Express', trackingNo: 'SF1503318842', deliveryInDays: 3 },
    ],
  },
  {
    clinic: 'main',
    ...wang,
    patient: 'Chen Hao',
    submittedDaysAgo: 16,
    basic: {
      ...clear('teen'),
      chiefComplaint: 'Deep bite and crowded upper teeth',
      treatmentGoals: 'Open the bite, align the upper arch',
    },
    features: ['DeepBite', 'Crowding'],
    treatmentMethods: ['BiteRamps', 'AnteriorIntrusion'],
    story: [
      { do: 'pass', after: 1 },
      { do: 'design', after: 0.1 },
      { do: 'plan', after: 6, up: 24, down: 22, price: 23800, note: 'Bite ramps on 12-22 from step 1.' },
      { do: 'approve', after: 2 },
      { do: 'produce', after: 0.2, up: 5, down: 5 },
      { do: 'bill', after: 0.8, amount: 5950, isFinal: false },
    ],
  },
  {
    clinic: 'main',
    ...wang,
    patient: 'Wu Jie',
    submittedDaysAgo: 5,
    basic: {
      ...clear('comprehensive'),
      chiefComplaint: 'Crossbite of the upper left lateral incisor',
      treatmentGoals: 'Correct the anterior crossbite, align both arches',
    },
    features: ['AnteriorCrossbite', 'Crowding'],
    treatmentMethods: ['Expansion', 'OptimizedAttachments'],
    story: [
      { do: 'pass', after: 1 },
      { do: 'design', after: 0.2 },
    ],
  },
  {
    clinic: 'main',
    ...wang,
    patient: 'Liu Yang',
    submittedDaysAgo: 24,
    basic: {
      ...clear('lite'),
      chiefComplaint: 'Gap between the upper central incisors',
      treatmentGoals: 'Close the midline diastema',
    },
    features: ['Spacing'],
    treatmentMethods: ['Retraction'],
    story: [
      { do: 'pass', after: 1 },
      { do: 'design', after: 0.1 },
      {
        do: 'plan',
        after: 4,
        up: 12,
        down: 6,
        price: 11800,
        note: 'Diastema closure in 12 upper steps; lower passive aligners.',
      },
      { do: 'approve', after: 1 },
      { do: 'produce', after: 0.1, up: 5, down: 5 },
      { do: 'bill', after: 0.5, amount: 5900, isFinal: false },
      { do: 'pay', after: 1.5, reference: 'Bank transfer 1104' },
      { do: 'release', after: 0.3 },
    ],
  },
  {
    clinic: 'main',
    ...wang,
    patient: 'Ma Ling',
    submittedDaysAgo: 20,
    basic: {
      ...clear('comprehensive'),
      chiefComplaint: 'Rotated upper lateral incisors',
      treatmentGoals: 'Derotate 12 and 22, level the upper arch',
    },
    features: ['Crowding'],
    treatmentMethods: ['OptimizedAttachments', 'IPR'],
    story: [
      { do: 'pass', after: 1 },
      { do: 'design', after: 0.1 },
      { do: 'plan', after: 5, up: 20, down: 14, price: 18600, note: 'Optimised rotation attachments on 12 and 22.' },
      { do: 'approve', after: 1 },
      { do: 'produce', after: 0.2, up: 5, down: 5 },
      { do: 'bill', after: 0.6, amount: 6200, isFinal: false },
    ],
  },
  {
    clinic: 'main',
    ...wang,
    patient: 'Guo Tao',
    submittedDaysAgo: 26,
    basic: {
      ...clear('lite'),
      chiefComplaint: 'Slight relapse of the lower incisors after braces',
      treatmentGoals: 'Realign the lower incisors',
    },
    features: ['Crowding'],
    treatmentMethods: ['IPR'],
    story: [
      { do: 'pass', after: 1 },
      { do: 'design', after: 0.1 },
      { do: 'plan', after: 3, up: 6, down: 10, price: 6600, note: 'Mostly the lower arch; light IPR 31-41.' },
      { do: 'approve', after: 1 },
      { do: 'produce', after: 0.2, up: 5, down: 5 },
      { do: 'bill', after: 0.5, amount: 3300, isFinal: false },
    ],
  },
  {
    clinic: 'main',
    ...wang,
    patient: 'Zhao Lei',
    submittedDaysAgo: 60,
    basic: {
      ...clear('comprehensive'),
      chiefComplaint: 'Crowded and rotated lower incisors',
      treatmentGoals: 'Align the lower arch, derotate 32 and 42',
    },
    features: ['Crowding', 'DeformedTeeth'],
    treatmentMethods: ['IPR', 'RemoveRotation'],
    story: [
      { do: 'pass', after: 1 },
      { do: 'design', after: 0.1 },
      { do: 'plan', after: 5, up: 18, down: 22, price: 19800, note: 'IPR 0.3 mm at 33-32 and 42-43 from step 4.' },
      { do: 'approve', after: 2 },
      { do: 'produce', after: 0.2, up: 5, down: 5 },
      { do: 'bill', after: 0.5, amount: 7900, isFinal: false },
      { do: 'pay', after: 1, reference: 'Bank transfer 0922' },
      { do: 'release', after: 0.2 },
      { do: 'ship', after: 6, carrier: 'SF Express', trackingNo: 'SF1602214470', deliveryInDays: 2 },
      { do: 'receive', after: 2 },
    ],
  },
  {
    clinic: 'main',
    ...wang,
    patient: 'Olga Smirnova',
    submittedDaysAgo: 40,
    basic: {
      ...clear('comprehensive'),
      chiefComplaint: 'Protruding upper front teeth',
      treatmentGoals: 'Reduce the overjet',
    },
    features: ['IncreasedOverjet'],
    treatmentMethods: ['Retraction', 'Class2Elastics'],
    story: [
      { do: 'pass', after: 1 },
      { do: 'design', after: 0.1 },
      {
        do: 'plan',
        after: 5,
        up: 26,
        down: 20,
        price: 24800,
        note: 'Upper retraction with Class II elastics from step 8.',
      },
      {
        do: 'cancel',
        after: 6,
        reason: 'After seeing the plan the patient chose fixed braces with premolar extractions.',
      },
    ],
  },
  {
    clinic: 'main',
    doctorPhone: '13800000002',
    doctorName: 'Dr. Chen Yu',
    patient: 'Huang Min',
    submittedDaysAgo: 120,
    basic: {
      ...clear('teen'),
      chiefComplaint: 'Crowded upper teeth, canines erupting high',
      treatmentGoals: 'Make room for the upper canines, align the upper arch',
    },
    features: ['Crowding'],
    treatmentMethods: ['Expansion', 'OptimizedAttachments'],
    story: [
      { do: 'pass', after: 1 },
      { do: 'design', after: 0.1 },
      {
        do: 'plan',
        after: 5,
        up: 24,
        down: 18,
        price: 22800,
        note: 'Upper expansion 2 mm per side before the canines erupt.',
      },
      { do: 'approve', after: 2 },
      { do: 'produce', after: 0.2, up: 5, down: 5 },
      { do: 'bill', after: 0.5, amount: 7600, isFinal: false },
      { do: 'pay', after: 1, reference: 'Bank transfer 0730' },
      { do: 'release', after: 0.2 },
      { do: 'ship', after: 6, carrier: 'SF Express', trackingNo: 'SF1601073326', deliveryInDays: 2 },
      { do: 'receive', after: 2 },
      {
        do: 'restart',
        after: 50,
        reason: 'The upper canines erupted more buccally than planned: new records for a revised treatment.',
      },
    ],
  },
  {
    clinic: 'branch',
    doctorPhone: '13800000002',
    doctorName: 'Dr. Chen Yu',
    patient: 'Sun Mei',
    submittedDaysAgo: 0.2,
    basic: {
      brand: 'cuspid-express',
      series: 'express',
      chiefComplaint: 'Slightly rotated lower incisor',
      treatmentGoals: 'Derotate 31',
    },
    features: ['DeformedTeeth'],
    treatmentMethods: ['RemoveRotation'],
    story: [],
  },
];

/** Reminders older than this are seeded as read: the few recent ones are what a visitor's badge shows. */
const UNREAD_FOR_DAYS = 4;

type Seeding = {
  trx: Transaction<Database>;
  store: ObjectStore;
  clinics: Record<'main' | 'branch', number>;
  factory: CaseActor;
  now: number;
};

/** Seeds the demo cases unless the demo clinics already have orders. Answers how many cases it made. */
export async function seedDemoCases(
  trx: Transaction<Database>,
  store: ObjectStore,
  clinics: Record<'main' | 'branch', number>,
  now: number,
): Promise<number> {
  const existing = await trx
    .selectFrom('orders')
    .select('id')
    .where('clinic_id', 'in', [clinics.main, clinics.branch])
    .executeTakeFirst();
  if (existing) return 0;
  const factoryUser = await trx
    .selectFrom('users')
    .innerJoin('factory_members', 'factory_members.user_id', 'users.id')
    .select(['users.id', 'factory_members.factory_id'])
    .where('users.phone', '=', FACTORY_PHONE)
    .executeTakeFirstOrThrow();
  // The demo factory user works in Hangzhou, the first factory, where every demo clinic's orders go.
  const factory: CaseActor = {
    userId: factoryUser.id,
    role: 'factory',
    side: 'factory',
    clinicId: null,
    factoryRole: 'admin',
    personas: ['factory:admin'],
    factoryId: factoryUser.factory_id,
  };
  const seeding: Seeding = { trx, store, clinics, factory, now };
  for (const demo of DEMO_CASES) await seedCase(seeding, demo);
  await trx
    .updateTable('notifications')
    .set((eb) => ({ read_at: eb('created_at', '+', 3600_000) }))
    .where('created_at', '<', now - UNREAD_FOR_DAYS * DAY_MS)
    .execute();
  return DEMO_CASES.length;
}

async function seedCase(seeding: Seeding, demo: DemoCase): Promise<void> {
  const { trx, clinics } = seeding;
  const clinicId = clinics[demo.clinic];
  const doctorUser = await trx
    .selectFrom('users')
    .select('id')
    .where('phone', '=', demo.doctorPhone)
    .executeTakeFirstOrThrow();
  const member = await trx
    .selectFrom('clinic_members')
    .select('role')
    .where('clinic_id', '=', clinicId)
    .where('user_id', '=', doctorUser.id)
    .executeTakeFirstOrThrow();
  const doctor: CaseActor = {
    userId: doctorUser.id,
    role: member.role === 'admin' ? 'clinicAdmin' : 'doctor',
    side: 'clinic',
    clinicId,
    factoryRole: null,
    personas: clinicPersonasOf({ role: member.role, isDoctor: true }),
    factoryId: null,
  };
  const patientRow = await trx
    .selectFrom('patients')
    .select('id')
    .where('clinic_id', '=', clinicId)
    .where('name', '=', demo.patient)
    .executeTakeFirstOrThrow();
  const patient = await findPatientInClinic(trx, clinicId, patientRow.id);
  const submittedAt = seeding.now - demo.submittedDaysAgo * DAY_MS;
  const caseData = ZCaseData.parse(await demoCaseData(seeding, demo, doctor, patient.id, submittedAt));

  let order = await trx
    .insertInto('orders')
    .values({
      clinic_id: clinicId,
      product_line: PRODUCT_LINE_CODE.invisible,
      status: S.toBeReviewed,
      stage_no: 1,
      client_id: null,
      created_by: doctor.userId,
      factory_id: await factoryForNewOrder(trx, clinicId),
      ...caseDataColumns(caseData, patient, submittedAt),
      created_at: submittedAt,
      updated_at: submittedAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertAlignerOrder(trx, { order_id: order.id, ...alignerCaseDataColumns(caseData) });
  await recordEvent(trx, doctor, order, { kind: 'created', from: null, to: S.toBeReviewed }, submittedAt);
  const addressId = await addressOf(trx, doctor.userId, submittedAt);
  let at = submittedAt;
  for (const step of demo.story) {
    at += step.after * DAY_MS;
    order = await playStep(seeding, { order, step, at, doctor, addressId, seed: patient.id });
  }
}

/** The case data the doctor's wizard would have sent: a fresh image stage and digital scans of both arches. */
async function demoCaseData(
  seeding: Seeding,
  demo: DemoCase,
  doctor: CaseActor,
  patientId: number,
  at: number,
): Promise<TCaseDataInput> {
  const { trx } = seeding;
  const clinicId = doctor.clinicId!;
  const stage = await trx
    .insertInto('image_stages')
    .values({
      clinic_id: clinicId,
      patient_id: patientId,
      client_id: null,
      name: demo.stageName ?? 'Initial records',
      stage_time: todayText(new Date(at)),
      created_by: doctor.userId,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A patient's later case starts from teeth already partly aligned: its scans and photos differ from the first's.
  const crowding = demo.stageName ? 0.55 : 1;
  await seedStagePhotos(seeding, { clinicId, patientId, stageId: stage.id, userId: doctor.userId, crowding, at });
  const scan = async (jaw: 'upper' | 'lower') => {
    const file = archStl({ jaw, crowding, seed: patientId });
    const key = await putFile(seeding, 'model', `${jaw}.stl`, file, doctor.userId);
    const object = await trx
      .selectFrom('objects')
      .select(['size', 'sha256'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('patient_models')
      .values({
        clinic_id: clinicId,
        patient_id: patientId,
        client_id: null,
        // Dated, as an intraoral scanner exports them: a patient's scans for two cases are told apart.
        file_name: `${jaw}-scan-${todayText(new Date(at))}.stl`,
        jaw,
        object_key: key,
        size: object.size,
        sha256: object.sha256,
        created_by: doctor.userId,
        created_at: at,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  return {
    basic: { patientId, doctorName: demo.doctorName, doctorMobile: demo.doctorPhone, arches: 'both', ...demo.basic },
    images: { imageStageId: stage.id },
    model: { kind: 'digital', upperModelId: await scan('upper'), lowerModelId: await scan('lower') },
    diagnosis: {
      features: demo.features,
      angleClassLeft: 'Class1',
      angleClassRight: demo.features.includes('IncreasedOverjet') ? 'Class2Div1' : 'Class1',
      sagittalRelation: 'maintain',
      overjet: demo.features.includes('IncreasedOverjet') ? 'improve' : 'maintain',
      midline: 'maintain',
      space: 'closeAll',
      extraction: 'none',
      tmj: 'normal',
      miniImplants: 'notAllowed',
    },
    scheme: { treatmentMethods: demo.treatmentMethods, otherDescription: '' },
  } as TCaseDataInput;
}

type StagePhotos = {
  clinicId: number;
  patientId: number;
  stageId: number;
  userId: number;
  crowding: number;
  at: number;
};

/** The stage's photos (face, front teeth, upper arch, panoramic X-ray), each with its thumbnail, as the photo routes keep them. */
async function seedStagePhotos(seeding: Seeding, stage: StagePhotos): Promise<void> {
  const { trx, store } = seeding;
  for (const { type, name } of DEMO_PHOTO_TYPES) {
    const photo = await demoPhoto(type, stage.crowding, stage.patientId);
    const objectKey = await putFile(seeding, 'photo', name, photo.bytes, stage.userId);
    const thumbKey = thumbnailKeyOf(objectKey);
    const thumbnail = await makeThumbnail(photo.bytes);
    await store.putObject({ key: thumbKey, purpose: 'thumbnail', body: thumbnail.bytes }, { db: storageDb(trx) });
    await trx
      .insertInto('clinic_images')
      .values({
        clinic_id: stage.clinicId,
        patient_id: stage.patientId,
        image_stage_id: stage.stageId,
        client_id: null,
        photo_name: name,
        tooth_no: '',
        type,
        object_key: objectKey,
        thumb_key: thumbKey,
        width: photo.width,
        height: photo.height,
        user_id: stage.userId,
        version: 0,
        created_at: stage.at,
        updated_at: stage.at,
        deleted_at: null,
      })
      .execute();
  }
}

/** The doctor's delivery address (the production request and retainers need one): made once per doctor. */
async function addressOf(trx: Transaction<Database>, userId: number, at: number): Promise<number> {
  const existing = await trx.selectFrom('addresses').select('id').where('user_id', '=', userId).executeTakeFirst();
  if (existing) return existing.id;
  const row = await trx
    .insertInto('addresses')
    .values({
      user_id: userId,
      province: 'Zhejiang',
      city: 'Hangzhou',
      district: 'Xihu',
      address: '88 Wensan Road, Bright Smile Dental',
      name: 'Front desk',
      phone: '13800000001',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function putFile(
  seeding: Seeding,
  purpose: Purpose,
  fileName: string,
  body: Buffer,
  ownerId: number,
): Promise<string> {
  const key = newObjectKey(purpose, fileName);
  await seeding.store.putObject({ key, purpose, body }, { db: storageDb(seeding.trx), ownerId: `user:${ownerId}` });
  return key;
}

type Play = { order: OrderRow; step: DemoStep; at: number; doctor: CaseActor; addressId: number; seed: number };

/** One step, through the function its route calls. */
async function playStep(seeding: Seeding, { order, step, at, doctor, addressId, seed }: Play): Promise<OrderRow> {
  const { trx, factory } = seeding;
  const base = { orderId: order.id, expectedStatus: order.status };
  const day = (time: number) => todayText(new Date(time));
  switch (step.do) {
    case 'fail':
      return transitionCase(trx, factory, { ...base, to: S.failed, reason: step.reason, attachments: [] }, at);
    case 'reject':
      return transitionCase(trx, doctor, { ...base, to: S.planNotPassed, reason: step.reason, attachments: [] }, at);
    case 'cancel':
      return transitionCase(trx, doctor, { ...base, to: S.orderCancelled, reason: step.reason, attachments: [] }, at);
    case 'restart':
      return restartStage(trx, doctor, { ...base, reason: step.reason }, at);
    case 'plan':
      return uploadPlan(
        trx,
        factory,
        {
          ...base,
          ...(await planFiles(seeding, step, seed)),
          totalSteps: { upSteps: step.up, downSteps: step.down },
          price: step.price,
          note: step.note,
        },
        at,
      );
    case 'produce':
      return requestProduction(
        trx,
        doctor,
        { ...base, produceSteps: { upSteps: step.up, downSteps: step.down }, addressId, produceRemark: '' },
        at,
      );
    case 'bill':
      return issuePaymentOrder(trx, factory, { ...base, amount: step.amount, finalPayment: step.isFinal }, at);
    case 'pay':
      return recordPayment(trx, factory, { ...base, reference: step.reference }, at);
    case 'ship':
      return shipCase(
        trx,
        factory,
        {
          ...base,
          carrier: step.carrier,
          trackingNo: step.trackingNo,
          // The calendar's rule: a delivery day is a working day (the demo's clock may land it on a weekend).
          estimatedDelivery: await nextWorkingDayOnServer(trx, day(at + step.deliveryInDays * DAY_MS)),
        },
        at,
      );
    case 'complete':
      return completeCase(
        trx,
        doctor,
        {
          ...base,
          completeDate: day(at),
          correctSituation: 'asPlanned',
          correctRemark: '',
          customRetainer: true,
          retainerProdRequire: step.retainers,
          addressId,
        },
        at,
      );
    default: {
      const move = GENERIC_MOVES[step.do];
      return transitionCase(
        trx,
        move.side === 'factory' ? factory : doctor,
        { ...base, to: move.to, attachments: [] },
        at,
      );
    }
  }
}

/** Staged models at the start, the middle and the end of the plan (the teeth straightening), and the plan document. */
async function planFiles(seeding: Seeding, plan: Extract<DemoStep, { do: 'plan' }>, seed: number) {
  const last = Math.max(plan.up, plan.down);
  const steps = [];
  for (const step of [0, Math.round(last / 2), last]) {
    const crowding = 1 - step / last;
    const model = (jaw: 'upper' | 'lower') =>
      putFile(seeding, 'plan', `step-${step}-${jaw}.stl`, archStl({ jaw, crowding, seed }), seeding.factory.userId);
    steps.push({ step, upperKey: await model('upper'), lowerKey: await model('lower') });
  }
  const document = planPdf('Treatment plan', [
    `Steps: upper ${plan.up}, lower ${plan.down}`,
    `Price: ${plan.price.toFixed(2)}`,
    plan.note,
  ]);
  return {
    steps,
    documentKey: await putFile(seeding, 'plan', 'plan.pdf', document, seeding.factory.userId),
    documentName: 'Treatment plan.pdf',
  };
}
