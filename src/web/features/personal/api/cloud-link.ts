import { queryOptions } from '@tanstack/react-query';
import {
  CLOUD_LINK_PATHS,
  type TCloudLinkComplete,
  type TCloudLinkInfo,
  type TCloudLinkStart,
} from '../../../../domain/accounts/cloud-link-api';
import { api } from '../../../lib/http/api-client';
import { RequestFailedError } from '../../../lib/forms/request-failure';

async function postCloud<T>(path: string, body?: unknown): Promise<T> {
  const result = await api.post<T>('tenant', path, body, { isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

/** POST tenant /v1/cloud-link/info: the user's link, if any. */
export const cloudLinkQuery = () =>
  queryOptions({ queryKey: ['personal', 'cloud-link'] as const, queryFn: () => postCloud<TCloudLinkInfo>(CLOUD_LINK_PATHS.info) });

/** POST tenant /v1/cloud-link/start: where to approve the link on the cloud platform. */
export const startCloudLink = () => postCloud<TCloudLinkStart>(CLOUD_LINK_PATHS.start);

/** POST tenant /v1/cloud-link/complete: the code and challenge the platform sent back, exchanged by the server. */
export const completeCloudLink = (codes: TCloudLinkComplete) => postCloud<TCloudLinkInfo>(CLOUD_LINK_PATHS.complete, codes);

/** POST tenant /v1/cloud-link/unlink: revokes the link. */
export const unlinkCloud = () => postCloud<TCloudLinkInfo>(CLOUD_LINK_PATHS.unlink);
