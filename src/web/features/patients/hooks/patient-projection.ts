import type { TPatient, TPatientPage } from '../../../../domain/patients/patient';
import {
  isLocalId,
  itemIdOf,
  localIdOf,
  type DoneItem,
  type OutboxItem,
  type OutboxState,
} from '../../../lib/offline/outbox';
import { PATIENT_ENDPOINTS } from '../api/patient-endpoints';

/**
 * The merge rule of the patient screens, in one place: what the server answered (TanStack Query), with the work still
 * in the outbox laid over it (useLiveQuery), so a patient recorded or changed on this device shows at once, offline
 * too, and says whether it reached the server.
 */

/** The fields the screens show; `avatar` is an object key, or a ref to a queued photo upload. */
export type PatientFieldsView = {
  name: string;
  gender: number;
  birthDate: string;
  phone: string;
  source: number;
  avatar: unknown;
  avatarUrl: string | null;
  doctorName: string;
  doctorPhone: string;
};

/** A queued patient request as the projection reads it. */
export type PendingPatientItem = {
  id: string;
  seq: number;
  kind: 'create' | 'update';
  entityKey: string;
  state: OutboxState;
  body: Partial<PatientFieldsView>;
  error?: { code: number; msg: string };
  fixPath?: string;
  createdAt: number;
};

export type PatientSync =
  | { state: 'synced' }
  /** Queued on this device; `isSending` while a drainer sends one of its items. */
  | { state: 'pending'; isSending: boolean }
  /** The server refused an item: its message, and where to fix it. */
  | { state: 'attention'; message: string; fixPath: string | null };

export type PatientView = PatientFieldsView & {
  /** What routes carry: the server id once known, else the local id. */
  key: string;
  serverId: number | null;
  /** The local id it had (or has) on this device, if it was created here: stable across the sync. */
  localId: string | null;
  createdAt: number;
  updatedAt: number;
  sync: PatientSync;
};

function requestBody(item: OutboxItem): Record<string, unknown> {
  if (item.kind !== 'request') return {};
  const body = item.request.body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/** The outbox's patient requests (creates and updates), in the order they were queued. */
export function pendingPatientItems(items: readonly OutboxItem[]): PendingPatientItem[] {
  const pending: PendingPatientItem[] = [];
  for (const item of items) {
    if (item.entity !== 'patient' || item.kind !== 'request') continue;
    const kind =
      item.request.path === PATIENT_ENDPOINTS.add
        ? 'create'
        : item.request.path === PATIENT_ENDPOINTS.update
          ? 'update'
          : null;
    if (!kind) continue;
    pending.push({
      id: item.id,
      seq: item.seq ?? 0,
      kind,
      entityKey: item.entityKey,
      state: item.state,
      body: requestBody(item) as Partial<PatientFieldsView>,
      ...(item.error ? { error: item.error } : {}),
      ...(item.label.fixPath ? { fixPath: item.label.fixPath } : {}),
      createdAt: item.createdAt,
    });
  }
  return pending.sort((first, second) => first.seq - second.seq);
}

const FIELD_NAMES = ['name', 'gender', 'birthDate', 'phone', 'source', 'avatar', 'doctorName', 'doctorPhone'] as const;

/** The fields with a queued request's values laid over them (a changed avatar's link is not known yet). */
function withBody(fields: PatientFieldsView, body: Partial<PatientFieldsView>): PatientFieldsView {
  const next = { ...fields };
  for (const name of FIELD_NAMES) {
    if (body[name] !== undefined) (next as Record<string, unknown>)[name] = body[name];
  }
  if (body.avatar !== undefined && body.avatar !== fields.avatar) next.avatarUrl = null;
  return next;
}

/** Attention first (the user must act), then sending, then waiting; nothing queued is synced. */
export function syncOf(items: readonly PendingPatientItem[]): PatientSync {
  const stuck = items.find((item) => item.state === 'attention');
  if (stuck) return { state: 'attention', message: stuck.error?.msg ?? '', fixPath: stuck.fixPath ?? null };
  if (items.length === 0) return { state: 'synced' };
  return { state: 'pending', isSending: items.some((item) => item.state === 'sending') };
}

function fieldsOfServer(patient: TPatient): PatientFieldsView {
  return {
    name: patient.name,
    gender: patient.gender,
    birthDate: patient.birthDate,
    phone: patient.phone,
    source: patient.source,
    avatar: patient.avatar,
    avatarUrl: patient.avatarUrl,
    doctorName: patient.doctorName,
    doctorPhone: patient.doctorPhone,
  };
}

/** Every key a server patient may be queued under: its id, and the local id it was created with on a device. */
export function keysOfServerPatient(patient: Pick<TPatient, 'id' | 'clientId'>, aliasLocalId?: string): Set<string> {
  const keys = new Set([String(patient.id)]);
  if (patient.clientId) keys.add(localIdOf(patient.clientId));
  if (aliasLocalId) keys.add(aliasLocalId);
  return keys;
}

function updatesFor(keys: ReadonlySet<string>, pending: readonly PendingPatientItem[]): PendingPatientItem[] {
  return pending.filter((item) => keys.has(item.entityKey));
}

/** The newest answer the server gave for this patient: a refetch, or an acknowledged item answered since. */
function newestServerPatient(patient: TPatient, acknowledged: readonly DoneItem[]): TPatient {
  let newest = patient;
  for (const done of acknowledged) {
    const data = done.data as TPatient | undefined;
    if (data?.id === patient.id && data.updatedAt > newest.updatedAt) newest = data;
  }
  return newest;
}

/** A server patient with the outbox's changes laid over it. */
export function projectServerPatient(
  patient: TPatient,
  pending: readonly PendingPatientItem[],
  acknowledged: readonly DoneItem[] = [],
  aliasLocalId?: string,
): PatientView {
  const server = newestServerPatient(patient, acknowledged);
  const updates = updatesFor(keysOfServerPatient(server, aliasLocalId), pending);
  const fields = updates.reduce((current, item) => withBody(current, item.body), fieldsOfServer(server));
  return {
    ...fields,
    key: String(server.id),
    serverId: server.id,
    localId: server.clientId ? localIdOf(server.clientId) : (aliasLocalId ?? null),
    createdAt: server.createdAt,
    updatedAt: server.updatedAt,
    sync: syncOf(updates),
  };
}

/** A patient recorded on this device that the server has not acknowledged yet, with its later changes. */
export function projectLocalPatient(create: PendingPatientItem, pending: readonly PendingPatientItem[]): PatientView {
  const localId = localIdOf(create.id);
  const items = pending.filter(
    (item) => item.id === create.id || (item.kind === 'update' && item.entityKey === localId),
  );
  const empty: PatientFieldsView = {
    name: '',
    gender: 0,
    birthDate: '',
    phone: '',
    source: 0,
    avatar: null,
    avatarUrl: null,
    doctorName: '',
    doctorPhone: '',
  };
  const fields = items.reduce((current, item) => withBody(current, item.body), empty);
  return {
    ...fields,
    key: localId,
    serverId: null,
    localId,
    createdAt: create.createdAt,
    updatedAt: Math.max(...items.map((item) => item.createdAt)),
    sync: syncOf(items),
  };
}

/** The server patient an acknowledged create answered, if `done` is one. */
export function createdPatientOf(done: DoneItem): TPatient | null {
  const data = done.data as Partial<TPatient> | null | undefined;
  return done.entity === 'patient' && isLocalId(done.entityKey) && typeof data?.id === 'number'
    ? (data as TPatient)
    : null;
}

export type PatientSources = {
  pending: readonly PendingPatientItem[];
  /** Acknowledged patient items the server data may not show yet. */
  acknowledged: readonly DoneItem[];
};

/** What this device knows of a route key beyond the outbox's pending work. */
export type PatientLink = {
  /**
   * The server patient an acknowledged create of this device answered (the server data wins once fetched): for a
   * local key, and for the server id that key became, so the file stays on screen while its detail loads.
   */
  created?: TPatient | null;
  /** For a server key: the local id it had on this device (outboxAliases). */
  aliasLocalId?: string;
};

/**
 * One patient by route key. A local key whose create was acknowledged resolves to the server patient (`serverId` set:
 * the screens then swap the URL). Undefined when nothing on this device knows the patient (yet).
 */
export function projectPatient(
  key: string,
  server: TPatient | undefined,
  { pending, acknowledged }: PatientSources,
  link: PatientLink = {},
): PatientView | undefined {
  if (isLocalId(key)) {
    const itemId = itemIdOf(key);
    const done = acknowledged.find((candidate) => candidate.id === itemId);
    const known = server ?? link.created ?? (done ? createdPatientOf(done) : null);
    if (known) return projectServerPatient(known, pending, acknowledged, key);
    const create = pending.find((item) => item.kind === 'create' && item.id === itemId);
    return create ? projectLocalPatient(create, pending) : undefined;
  }
  const known = server ?? (link.created?.id === Number(key) ? link.created : null);
  return known ? projectServerPatient(known, pending, acknowledged, link.aliasLocalId) : undefined;
}

/** Name or phone contains the keyword, any letter case: the server's search, for patients only this device has. */
export function matchesKeyword(patient: Pick<PatientView, 'name' | 'phone'>, keyword: string): boolean {
  const wanted = keyword.trim().toLowerCase();
  return wanted === '' || patient.name.toLowerCase().includes(wanted) || patient.phone.includes(wanted);
}

export type PatientListView = {
  /** On the first page: patients only this device has (or the server list predates), newest first; then the page. */
  rows: PatientView[];
  /** The server's total plus the patients only this device knows. */
  total: number;
  /** How many rows at the top are patients the server list does not hold yet. */
  localCount: number;
};

/**
 * The patient list: on page 1, local patients first (not yet acknowledged, or acknowledged after the page was fetched),
 * then the server's page with queued changes laid over each row.
 */
export function projectPatientList(
  page: TPatientPage | undefined,
  { pending, acknowledged }: PatientSources,
  { keyword, pageIndex }: { keyword: string; pageIndex: number },
): PatientListView {
  const serverRows = page?.list ?? [];
  const serverIds = new Set(serverRows.map((patient) => patient.id));
  const local: PatientView[] = [];
  for (const create of pending) {
    if (create.kind === 'create') local.push(projectLocalPatient(create, pending));
  }
  for (const done of acknowledged) {
    const created = createdPatientOf(done);
    if (created && !serverIds.has(created.id))
      local.push(projectServerPatient(created, pending, acknowledged, done.entityKey));
  }
  const matching = local
    .filter((patient) => matchesKeyword(patient, keyword))
    .sort((first, second) => second.createdAt - first.createdAt);
  const rows = serverRows.map((patient) => projectServerPatient(patient, pending, acknowledged));
  return {
    rows: pageIndex === 1 ? [...matching, ...rows] : rows,
    total: (page?.total ?? 0) + matching.length,
    localCount: pageIndex === 1 ? matching.length : 0,
  };
}
