/** The patient screens' addresses: the list, a patient's file (spec: /patientCenter?id=…) and its child routes. */
export const PATIENT_CENTER_PATH = '/patientCenter';
export const NEW_PATIENT_PATH = '/patientCenter/add';
export const EDIT_PATIENT_PATH = '/patientCenter/edit';
export const PATIENT_IMAGES_PATH = '/patientCenter/images';

function withQuery(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query).toString()}`;
}

/** A patient's file (basic information) by route key: a server id or `local:<item id>`. */
export function patientFilePath(key: string): string {
  return withQuery(PATIENT_CENTER_PATH, { id: key });
}

export function editPatientPath(key: string): string {
  return withQuery(EDIT_PATIENT_PATH, { id: key });
}

/** The form prefilled with a queued request the server refused, saved back into that item (outbox `label.fixPath`). */
export function patientFixPath(key: string, itemId: string): string {
  return withQuery(EDIT_PATIENT_PATH, { id: key, fix: itemId });
}

/** The same screen with another patient key (a local id replaced by the server id), other query values kept. */
export function withPatientKey(path: string, search: string, key: string): string {
  const query = new URLSearchParams(search);
  query.set('id', key);
  return `${path}?${query.toString()}`;
}
