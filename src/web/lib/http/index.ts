export {
  api,
  apiRequest,
  REQUEST_TIMEOUT_MS,
  type ApiFailure,
  type ApiRequestOptions,
  type ApiResult,
  type ApiSuccess,
} from './api-client';
export { parseEnvelope, type ApiExtra, type Envelope } from './envelope';
