import type { I18n } from '@lingui/core';
import { ZCaseModel } from '../../../domain/orders/order-model';
import { ZOrderBasicInfo } from '../../../domain/orders/basic-info';
import { ZDesignPreferences } from '../../../domain/lines/dentures/design';
import { dentureMessageId, findDentureMessage } from '../../../domain/lines/dentures/messages';
import { dentureTypeOf, ZDentureTeeth, type TRestoration } from '../../../domain/lines/dentures/prosthetics';
import { ZDentureShades } from '../../../domain/lines/dentures/shades';
import { shadesProblem } from '../../../domain/lines/dentures/wizard';
import type { StepErrors, WizardClock } from '../../components/wizard/wizard-definition';
import { idOrRef } from '../../lib/offline/outbox';
import type { LineSubmitParts } from '../../lib/orders/queue-line-submit';
import { idForCheck, modelInput, modelStepErrors, wizardErrors } from '../../features/cases/wizard/wizard-validation';
import type { DentureStep, DentureWizardDraft } from './wizard-draft';

/**
 * Each step of the fixed-denture wizard checked with its schema of `src/domain/lines/dentures` (the server checks the
 * same at submit), plus the rule across steps: every restored tooth has its line of shades, and only those.
 */

const LOOKUPS = [findDentureMessage];

const basicInput = (draft: DentureWizardDraft) => ({ ...draft.basic, patientId: idForCheck(draft.patient?.key) });

/** The teeth as the schema reads them, with the denture type the units make (the clinic does not pick it apart). */
function teethInput(draft: DentureWizardDraft) {
  const { restorations, notation, customTray = false } = draft.teeth;
  return { notation, restorations, customTray, dentureType: dentureTypeOf(restorations as TRestoration[]) };
}

function shadesErrors(i18n: I18n, draft: DentureWizardDraft): StepErrors {
  const shades = ZDentureShades.safeParse(draft.shades);
  const teeth = ZDentureTeeth.safeParse(teethInput(draft));
  const across =
    shades.success && teeth.success && shadesProblem({ teeth: teeth.data, shades: shades.data })
      ? {
          success: false as const,
          error: { issues: [{ path: ['teeth'], message: dentureMessageId('shadesMissing') }] },
        }
      : { success: true as const };
  return wizardErrors(i18n, [shades, across], LOOKUPS);
}

export function dentureStepErrors(
  i18n: I18n,
  step: Exclude<DentureStep, 'preview'>,
  draft: DentureWizardDraft,
  clock: WizardClock,
): StepErrors {
  switch (step) {
    case 'basic':
      return wizardErrors(i18n, [ZOrderBasicInfo.safeParse(basicInput(draft))], LOOKUPS);
    case 'teeth':
      return wizardErrors(i18n, [ZDentureTeeth.safeParse(teethInput(draft))], LOOKUPS);
    case 'shades':
      return shadesErrors(i18n, draft);
    case 'design':
      return wizardErrors(i18n, [ZDesignPreferences.safeParse(draft.design)], LOOKUPS);
    case 'model':
      return modelStepErrors(i18n, draft.model, clock);
  }
}

export class DentureNotReadyError extends Error {
  constructor() {
    super('The denture order has steps that are not valid yet.');
    this.name = 'DentureNotReadyError';
  }
}

/**
 * What the core's line submit sends: each step's part parsed by its schema, with the patient and the scans named by
 * their server ids, or by refs to the items that create them while those are still queued on this device.
 */
export function dentureSubmitParts(draft: DentureWizardDraft): LineSubmitParts {
  const basic = ZOrderBasicInfo.safeParse(basicInput(draft));
  const teeth = ZDentureTeeth.safeParse(teethInput(draft));
  const shades = ZDentureShades.safeParse(draft.shades);
  const design = ZDesignPreferences.safeParse(draft.design);
  const model = ZCaseModel.safeParse(modelInput(draft.model));
  const patient = draft.patient;
  if (!patient || !basic.success || !teeth.success || !shades.success || !design.success || !model.success) {
    throw new DentureNotReadyError();
  }
  const refOf = (key: string | null | undefined) => (key ? idOrRef(key) : null);
  return {
    patient,
    ...(draft.orderId !== null && draft.expectedStatus !== null
      ? { resubmit: { orderId: draft.orderId, expectedStatus: draft.expectedStatus } }
      : {}),
    doctorName: basic.data.doctorName,
    data: {
      basic: { ...basic.data, patientId: idOrRef(patient.key) },
      teeth: teeth.data,
      shades: shades.data,
      design: design.data,
      model:
        model.data.kind === 'digital'
          ? {
              kind: 'digital',
              upperModelId: refOf(draft.model.upper?.key),
              lowerModelId: refOf(draft.model.lower?.key),
            }
          : model.data,
    },
  };
}
