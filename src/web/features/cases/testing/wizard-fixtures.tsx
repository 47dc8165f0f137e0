import Dexie from 'dexie';
import { cleanup } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { Route, Switch } from 'wouter';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import type { TClinicImage, TImageStage } from '../../../../domain/images/image-schemas';
import { todayText, type TPatient } from '../../../../domain/patients/patient';
import type { TPatientModel } from '../../../../domain/patients/patient-models';
import { UserDatabase } from '../../../lib/offline/db';
import { buildCaseData, buildCaseDetail as buildAnyCaseDetail } from '../../../testing/case-detail-fixtures';
import { server } from '../../../testing/msw-server';
import { renderOnDevice } from '../../../testing/render-on-device';
import { keysetPage } from '../../../testing/keyset-pages';
import { apiUrl, buildSession } from '../../../testing/session-generators';
import { CaseDraftsPage } from '../../../lines/aligners/wizard/case-drafts-page';
import { CaseWizardPage } from '../../../lines/aligners/wizard/case-wizard-page';
import { caseDraftKey, emptyCaseDraft, type CaseWizardDraft } from '../../../lines/aligners/wizard/aligner-draft';

export const success = (data: JsonBodyType = null) =>
  HttpResponse.json({ code: 200, msg: 'Success', data, extra: null });

let databaseCount = 0;

export function createWizardDatabase(): UserDatabase {
  databaseCount += 1;
  return new UserDatabase(`case-wizard-test-${databaseCount}-${Math.random().toString(36).slice(2)}`);
}

export async function disposeWizardDatabase(database: UserDatabase): Promise<void> {
  cleanup();
  database.close({ disableAutoOpen: true });
  await Dexie.delete(database.name);
}

export function buildPatient(overrides: Partial<TPatient> = {}): TPatient {
  return {
    id: 17,
    clinicId: 11,
    clientId: null,
    name: 'Mei Zhang',
    gender: 2,
    birthDate: '1990-05-17',
    phone: '13912345678',
    source: 1,
    avatar: null,
    avatarUrl: null,
    doctorName: 'Dr. Ada Lin',
    doctorPhone: '13800000000',
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    ...overrides,
  };
}

export function buildStage(overrides: Partial<TImageStage> = {}): TImageStage {
  return {
    id: 31,
    stageId: 31,
    clinicId: 11,
    patientId: 17,
    name: 'Initial photos',
    stageTime: todayText(),
    clientId: null,
    imageCount: 0,
    createdAt: 1_700_000_000_000,
    ...overrides,
  };
}

export function buildModel(overrides: Partial<TPatientModel> = {}): TPatientModel {
  return {
    id: 51,
    clinicId: 11,
    patientId: 17,
    fileName: 'upper.stl',
    jaw: 'upper',
    urlName: 'models/upper.stl',
    url: 'https://files.test/upper.stl',
    size: 1024,
    sha256: 'a'.repeat(64),
    createdBy: 7,
    clientId: null,
    createdAt: 1_700_000_000_000,
    ...overrides,
  };
}

/** The emr and tenant reads the wizard makes, answered from the given records. */
/** A photo of the stage buildStage makes. */
export function buildPhoto(overrides: Partial<TClinicImage> = {}): TClinicImage {
  return {
    id: 61,
    clinicId: 11,
    imageStageId: 31,
    patientId: 17,
    photoName: 'front.jpg',
    toothNo: '',
    type: 1,
    urlName: 'photos/front.jpg',
    url: 'https://files.test/front.jpg',
    thumbUrl: 'https://files.test/front-thumb.jpg',
    width: 640,
    height: 480,
    userId: 7,
    version: 1,
    clientId: null,
    createdAt: 1_700_000_000_000,
    ...overrides,
  };
}

export function answerRecordReads({
  patients = [buildPatient()],
  stages = [buildStage()],
  models = [buildModel()],
  photos = [buildPhoto()],
}: { patients?: TPatient[]; stages?: TImageStage[]; models?: TPatientModel[]; photos?: TClinicImage[] } = {}) {
  server.use(
    http.post(apiUrl('emr', '/v1/patient/list'), async ({ request }) => {
      const { keyword } = (await request.json()) as { keyword: string };
      const list = patients.filter((patient) => patient.name.includes(keyword) || patient.phone.includes(keyword));
      return success({ list, total: list.length });
    }),
    http.get(apiUrl('emr', '/v1/clinicImage/stage/list/:patientId'), () => success(stages)),
    http.post(apiUrl('emr', '/v1/clinicImage/list'), async ({ request }) =>
      success(keysetPage(photos, (await request.json()) as { before?: number })),
    ),
    http.post(apiUrl('emr', '/v1/patient/model/list'), async ({ request }) =>
      success(keysetPage(models, (await request.json()) as { before?: number })),
    ),
    http.post(apiUrl('tenant', '/v1/address/list'), () =>
      success([
        {
          id: 3,
          province: 'Zhejiang',
          city: 'Hangzhou',
          district: 'Xihu',
          address: '1 Lake Road',
          name: 'Front desk',
          phone: '13800000001',
        },
      ]),
    ),
  );
}

/** A draft that passes every step: patient 17, stage 31 (today), upper scan 51. */
export function validDraft(overrides: Partial<CaseWizardDraft> = {}): CaseWizardDraft {
  return {
    ...emptyCaseDraft('draft-1', { now: 1_700_000_000_000 }),
    step: 'preview',
    reached: 5,
    patient: { key: '17', name: 'Mei Zhang', phone: '13912345678' },
    basic: {
      doctorName: 'Dr. Ada Lin',
      doctorMobile: '13800000000',
      brand: 'cuspid-clear',
      series: 'comprehensive',
      arches: 'upper',
      chiefComplaint: 'Crowded front teeth',
      treatmentGoals: 'Align both arches',
    },
    images: { stageKey: '31', stageName: 'Initial photos', stageTime: todayText() },
    model: {
      kind: 'digital',
      upper: { key: '51', fileName: 'upper.stl', uploadId: null },
      lower: null,
      pickupDay: '',
      pickupTime: '',
      addressId: null,
      note: '',
    },
    diagnosis: {
      features: ['Crowding'],
      angleClassLeft: 'Class1',
      angleClassRight: 'Class1',
      sagittalRelation: 'maintain',
      overjet: 'maintain',
      midline: 'maintain',
      space: 'closeAll',
      extraction: 'none',
      tmj: 'normal',
      miniImplants: 'notAllowed',
    },
    scheme: { treatmentMethods: ['IPR'], otherDescription: '' },
    ...overrides,
  };
}

export async function saveDraft(database: UserDatabase, draft: CaseWizardDraft, updatedAt = Date.now()): Promise<void> {
  await database.drafts.put({ key: caseDraftKey(draft.id), value: draft, updatedAt });
}

/** The case the valid draft became: patient 17 of clinic 11, back at 5 (to submit). */
export function buildCaseDetail(overrides: Partial<TCaseDetail> = {}): TCaseDetail {
  const draft = validDraft();
  return buildAnyCaseDetail({
    orderId: 42,
    status: 5,
    tab: 'toSubmit',
    patientId: 17,
    patientName: 'Mei Zhang',
    doctorName: 'Dr. Ada Lin',
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    patient: { id: 17, name: 'Mei Zhang', gender: 2, birthDate: '1990-05-17', phone: '13912345678' },
    caseData: buildCaseData({
      basic: { ...draft.basic, brand: 'cuspid-clear', patientId: 17 },
      images: { imageStageId: 31 },
      model: { kind: 'digital', upperModelId: 51, lowerModelId: null },
      diagnosis: draft.diagnosis as Partial<TCaseDetail['caseData']['diagnosis']>,
      scheme: { treatmentMethods: ['IPR'], otherDescription: '' },
    }),
    imageStage: { id: 31, name: 'Initial photos', stageTime: todayText(), images: [] },
    models: { upper: { modelId: 51, name: 'upper.stl', url: 'https://files.test/upper.stl', size: 1024 }, lower: null },
    ...overrides,
  });
}

/** The wizard and the storage box at their routes, signed in as a doctor of clinic 11, on the given database. */
export function renderWizard(database: UserDatabase, path: string, session = buildSession()) {
  return renderOnDevice(
    database,
    <Switch>
      <Route path="/confirmOrder">
        <CaseWizardPage />
      </Route>
      <Route path="/caseDrafts">
        <CaseDraftsPage />
      </Route>
      <Route path="/invisibleOrthodontic/:orderId">
        <p>Order detail</p>
      </Route>
    </Switch>,
    { path, session },
  );
}
