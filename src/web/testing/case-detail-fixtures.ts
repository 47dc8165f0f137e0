import type { TCaseDetail } from '../../domain/lines/aligners/detail';
import type { TCaseSummary } from '../../domain/orders/list';

type TCaseData = TCaseDetail['caseData'];
export type CaseDataParts = Partial<Omit<TCaseData, 'basic' | 'diagnosis'>> & {
  basic?: Partial<TCaseData['basic']>;
  diagnosis?: Partial<TCaseData['diagnosis']>;
};

const DAY = 24 * 60 * 60 * 1000;
const CREATED_AT = Date.UTC(2025, 4, 11, 8, 0);

/** Case data of patient 5: both arches, image stage 3, digital scans 8 and 9; `basic` and `diagnosis` are amended. */
export function buildCaseData({ basic, diagnosis, ...parts }: CaseDataParts = {}): TCaseData {
  return {
    basic: {
      patientId: 5,
      doctorName: 'Dr Ada',
      doctorMobile: '13800138000',
      brand: 'cuspid-clear',
      series: 'comprehensive',
      arches: 'both',
      chiefComplaint: 'Crowded front teeth',
      treatmentGoals: 'Align both arches',
      ...basic,
    },
    images: { imageStageId: 3 },
    model: { kind: 'digital', upperModelId: 8, lowerModelId: 9 },
    diagnosis: {
      features: [],
      angleClassLeft: 'Class1',
      angleClassRight: 'Class1',
      sagittalRelation: 'maintain',
      overjet: 'maintain',
      midline: 'maintain',
      space: 'closeAll',
      extraction: 'none',
      extractionTeeth: [],
      tmj: 'normal',
      miniImplants: 'notAllowed',
      unmovableTeeth: [],
      ...diagnosis,
    },
    scheme: { treatmentMethods: ['3rdMolarExtraction'], otherDescription: '' },
    ...parts,
  } as TCaseData;
}

/** A case of clinic 11 (patient 5, Mia Chen) at 2, to be reviewed, as lists and queues show it. */
export function buildCaseSummary(overrides: Partial<TCaseSummary> = {}): TCaseSummary {
  return {
    orderId: 41,
    orderType: 1,
    status: 2,
    stageNo: 1,
    tab: 'inTreatment',
    patientId: 5,
    patientName: 'Mia Chen',
    doctorName: 'Dr Ada',
    brand: 'cuspid-clear',
    series: 'comprehensive',
    clinicId: 11,
    clinicName: 'Bright Smile Clinic',
    amount: null,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT + DAY,
    statusReason: null,
    ...overrides,
  };
}

/**
 * That case's detail: its case data, stage and scans, no event, no plan, nothing produced, paid or shipped, no move
 * offered. Each feature's tests override what they read.
 */
export function buildCaseDetail(overrides: Partial<TCaseDetail> = {}): TCaseDetail {
  return {
    ...buildCaseSummary(),
    patient: { id: 5, name: 'Mia Chen', gender: 2, birthDate: '2001-03-09', phone: '13900000000' },
    caseData: buildCaseData(),
    imageStage: { id: 3, name: 'First visit', stageTime: '2025-05-01', images: [] },
    models: {
      upper: { modelId: 8, name: 'scan-upper.stl', url: 'https://store.example/model/8.stl', size: 684 },
      lower: { modelId: 9, name: 'scan-lower.stl', url: 'https://store.example/model/9.stl', size: 684 },
    },
    events: [],
    plans: [],
    production: {
      finalPaid: false,
      totalSteps: { upSteps: 0, downSteps: 0 },
      alreadySteps: { upSteps: 0, downSteps: 0 },
      pendingSteps: null,
    },
    shipments: [],
    paidAmount: 0,
    dueAmount: null,
    completion: null,
    nextStatuses: [],
    canRestart: false,
    ...overrides,
  };
}
