import {
  WEARING_PATHS,
  type TAdvanceAlignerRequest,
  type TSaveWearingPlanRequest,
} from '../../../../domain/tools/wearing-plan';
import { RequestFailedError } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import { newItemId } from '../../../lib/offline/outbox';

/** POST emr /v1/wearing/save | advance | delete, each under an Idempotency-Key (a repeated click applies once). */
async function post(path: string, body: unknown): Promise<void> {
  const result = await api.post('emr', path, body, { isSilent: true, idempotencyKey: newItemId() });
  if (!result.ok) throw new RequestFailedError(result);
}

export const savePlan = (request: TSaveWearingPlanRequest) => post(WEARING_PATHS.save, request);
export const advanceAligner = (request: TAdvanceAlignerRequest) => post(WEARING_PATHS.advance, request);
export const deletePlan = (patientId: number) => post(WEARING_PATHS.delete, { patientId });
