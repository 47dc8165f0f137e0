/** The emr service's patient paths (under /api/emr): one place for the calls and for reading queued requests. */
export const PATIENT_ENDPOINTS = {
  add: '/v1/patient/add',
  update: '/v1/patient/update',
  list: '/v1/patient/list',
  detail: (id: number) => `/v1/patient/detail/${id}`,
} as const;
