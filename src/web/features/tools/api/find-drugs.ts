import type { TDrugListRequest, TDrugPage } from '../../../../domain/drugs/drug-reference';
import { api, type ApiResult } from '../../../lib/http';

/** POST /emr-api/v1/medical-tools/drug/list (spec section 7): a keyset page of the reference. Silent: a device offline keeps its copy. */
export function findDrugs(request: TDrugListRequest): Promise<ApiResult<TDrugPage>> {
  return api.post<TDrugPage>('emr', '/v1/medical-tools/drug/list', request, { isBackground: true });
}
