import type { TDrugDetail } from '../../../../domain/drugs/drug-reference';
import { api, type ApiResult } from '../../../lib/http';

/** POST /emr-api/v1/medical-tools/drug/detail/{id} (spec section 7). Silent: a device offline shows its copy. */
export function getDrug(id: number): Promise<ApiResult<TDrugDetail>> {
  return api.post<TDrugDetail>('emr', `/v1/medical-tools/drug/detail/${id}`, undefined, { isBackground: true });
}
