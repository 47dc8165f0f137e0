import {
  ZImagePage,
  ZStageList,
  type TImageListRequest,
  type TImagePage,
  type TImageStage,
} from '../../../domain/images/image-schemas';
import { ZPatientModelPage, type TPatientModelPage } from '../../../domain/patients/patient-models';
import { RequestFailedError } from '../forms/request-failure';
import { api } from '../http/api-client';
import { cursorFields } from '../paging/keyset-pages';
import { IMAGE_PATHS } from './image-paths';
import { MODEL_PATHS } from './queue-model';

/**
 * The reads of a patient's clinical records that several features show (the gallery, the case wizard). Silent: each
 * screen says itself what failed, and offline it goes on with what this device holds.
 */

/** GET emr /v1/clinicImage/stage/list/{patientId}: the patient's treatment stages, newest first. */
export async function findStages(patientId: number, signal?: AbortSignal): Promise<TImageStage[]> {
  const result = await api.get<unknown>('emr', IMAGE_PATHS.stageList(patientId), { signal, isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return ZStageList.parse(result.data);
}

/** POST emr /v1/clinicImage/list: imageStageId, patientId, type (filters but patientId optional); a page, newest first. */
export async function findImages(request: TImageListRequest, signal?: AbortSignal): Promise<TImagePage> {
  const result = await api.post<unknown>('emr', IMAGE_PATHS.imageList, request, { signal, isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return ZImagePage.parse(result.data);
}

/** POST emr /v1/patient/model/list: a page of the patient's live scans, newest first, with signed links. */
export async function findPatientModels(
  patientId: number,
  before: number | null,
  signal?: AbortSignal,
): Promise<TPatientModelPage> {
  const body = { patientId, ...cursorFields(before) };
  const result = await api.post<unknown>('emr', MODEL_PATHS.list, body, { signal, isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return ZPatientModelPage.parse(result.data);
}
