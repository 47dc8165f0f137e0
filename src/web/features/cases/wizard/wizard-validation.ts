import { pickupMomentOf } from '../../../../domain/tools/model-pickup';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { pickupProblem, ZCaseModel } from '../../../../domain/orders/order-model';
import { caseMessages } from '../../../../domain/cases/case-messages';
import { patientMessages } from '../../../../domain/patients/patient-messages';
import { findMessage } from '../../../../domain/validation/messages';
import type { StepErrors, WizardClock } from '../../../components/wizard/wizard-definition';
import { collectIssuesByPath, type MessageLookup, type ParseResult } from '../../../lib/forms/field-errors';
import { isLocalId } from '../../../lib/offline/outbox';
import type { ModelDraft } from './wizard-draft';

/**
 * What every line's wizard checks the same way: record keys as the schemas see them, the model step (its schema and
 * the courier's pickup window), and problems translated with the order messages and a line's own. Records still
 * queued on this device (local ids) count as chosen: the submit names them by refs. Errors are keyed by the schema's
 * path (`patientId`, `pickupAt`).
 */

export type { StepErrors };

const byId = (table: Record<string, MessageDescriptor>) => {
  const map = new Map(Object.values(table).map((descriptor) => [descriptor.id, descriptor]));
  return (id: string) => map.get(id);
};
const CASE_LOOKUPS: readonly MessageLookup[] = [findMessage, byId(caseMessages), byId(patientMessages)];

/** A record key as the schema sees it: the server id, or a stand-in id for a record still queued here. */
export function idForCheck(key: string | null | undefined): number | undefined {
  if (!key) return undefined;
  if (isLocalId(key)) return Number.MAX_SAFE_INTEGER;
  const id = Number(key);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** The pickup moment of a mailed model (epoch ms, the device's time zone), or undefined while day or time is missing. */
export function pickupAtOf(model: Pick<ModelDraft, 'pickupDay' | 'pickupTime'>): number | undefined {
  return pickupMomentOf(model.pickupDay, model.pickupTime);
}

/** What the model step's schema (`ZCaseModel`, every line's model step) is given. */
export function modelInput(model: ModelDraft): unknown {
  return model.kind === 'digital'
    ? {
        kind: 'digital',
        upperModelId: idForCheck(model.upper?.key) ?? null,
        lowerModelId: idForCheck(model.lower?.key) ?? null,
      }
    : { kind: 'mailed', pickupAt: pickupAtOf(model), addressId: model.addressId ?? undefined, note: model.note };
}

/** A mailed model's pickup outside the courier's window. */
export function pickupIssues(model: ModelDraft, now: number): ParseResult {
  const pickupAt = model.kind === 'mailed' ? pickupAtOf(model) : undefined;
  const problem = pickupAt === undefined ? null : pickupProblem(pickupAt, now);
  return problem
    ? { success: false, error: { issues: [{ path: ['pickupAt'], message: caseMessages[problem].id }] } }
    : { success: true };
}

/** The translated problems of parse results, read with the case messages and a line's own (`lookups`). */
export function wizardErrors(
  i18n: I18n,
  results: readonly ParseResult[],
  lookups: readonly MessageLookup[] = [],
): StepErrors {
  return collectIssuesByPath(i18n, results, [...CASE_LOOKUPS, ...lookups]);
}

/** The model step's problems (the same step on every line that takes a model). */
export function modelStepErrors(i18n: I18n, model: ModelDraft, { now }: WizardClock): StepErrors {
  return wizardErrors(i18n, [ZCaseModel.safeParse(modelInput(model)), pickupIssues(model, now)]);
}
