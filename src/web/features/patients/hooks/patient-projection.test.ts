import { describe, expect, it } from 'vitest';
import type { TPatient } from '../../../../domain/patients/patient';
import { localIdOf, ref, type DoneItem, type OutboxItem, type OutboxState } from '../../../lib/offline/outbox';
import { buildPatient } from '../testing/patient-api';
import {
  matchesKeyword,
  pendingPatientItems,
  projectPatient,
  projectPatientList,
  syncOf,
  type PendingPatientItem,
} from './patient-projection';

let seq = 0;
const fields = {
  name: 'Mei Zhang',
  gender: 2,
  birthDate: '1988-02-03',
  phone: '13912345678',
  source: 2,
  avatar: null,
  doctorName: 'Dr. Ada Lin',
  doctorPhone: '',
};

function createItem(id: string, overrides: Partial<typeof fields> = {}, state: OutboxState = 'waiting'): OutboxItem {
  seq += 1;
  return {
    kind: 'request',
    seq,
    id,
    group: `patient:${localIdOf(id)}`,
    label: { action: 'create', subject: overrides.name ?? fields.name, fixPath: `/fix/${id}` },
    entity: 'patient',
    entityKey: localIdOf(id),
    patientKey: localIdOf(id),
    state,
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: 1000 + seq,
    request: {
      service: 'emr',
      method: 'POST',
      path: '/v1/patient/add',
      body: { ...fields, ...overrides, clientId: id },
    },
  };
}

function updateItem(
  id: string,
  entityKey: string,
  overrides: Partial<typeof fields>,
  state: OutboxState = 'waiting',
  error?: string,
): OutboxItem {
  seq += 1;
  const target = entityKey.startsWith('local:') ? ref(entityKey.slice(6)) : Number(entityKey);
  return {
    kind: 'request',
    seq,
    id,
    group: `patient:${entityKey}`,
    label: { action: 'update', subject: 'x', fixPath: `/fix/${id}` },
    entity: 'patient',
    entityKey,
    state,
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: 1000 + seq,
    ...(error ? { error: { code: 44006, msg: error } } : {}),
    request: {
      service: 'emr',
      method: 'POST',
      path: '/v1/patient/update',
      body: { ...fields, ...overrides, id: target },
    },
  };
}

function done(id: string, entityKey: string, data: TPatient, completedAt: number): DoneItem {
  return {
    id,
    seq: 0,
    group: 'g',
    label: { action: 'a', subject: 's' },
    entity: 'patient',
    entityKey,
    data,
    completedAt,
  };
}

const pending = (...items: OutboxItem[]) => pendingPatientItems(items);

describe('pendingPatientItems', () => {
  it('keeps patient creates and updates in queue order and leaves other work out', () => {
    const upload: OutboxItem = {
      ...createItem('up-1'),
      kind: 'upload',
      uploadId: 'up-1',
      entity: 'upload',
    } as OutboxItem;
    const image: OutboxItem = { ...createItem('img-1'), entity: 'image' };
    const second = updateItem('u-2', '17', { name: 'B' });
    const first = { ...updateItem('u-1', '17', { name: 'A' }), seq: 0 };
    expect(pendingPatientItems([second, upload, image, first]).map((item) => [item.id, item.kind])).toEqual([
      ['u-1', 'update'],
      ['u-2', 'update'],
    ]);
  });
});

describe('syncOf', () => {
  const item = (state: OutboxState, msg?: string): PendingPatientItem => ({
    id: state,
    seq: 1,
    kind: 'update',
    entityKey: '1',
    state,
    body: {},
    createdAt: 0,
    ...(msg ? { error: { code: 400, msg }, fixPath: '/fix' } : {}),
  });
  it('is synced with nothing queued, pending while waiting or sending, attention first', () => {
    expect(syncOf([])).toEqual({ state: 'synced' });
    expect(syncOf([item('waiting')])).toEqual({ state: 'pending', isSending: false });
    expect(syncOf([item('waiting'), item('sending')])).toEqual({ state: 'pending', isSending: true });
    expect(syncOf([item('sending'), item('attention', 'Duplicate patient')])).toEqual({
      state: 'attention',
      message: 'Duplicate patient',
      fixPath: '/fix',
    });
  });
});

describe('projectPatient', () => {
  it('shows a patient recorded on this device under its local id, with its later changes', () => {
    const sources = {
      pending: pending(createItem('abc123456'), updateItem('u-1', 'local:abc123456', { phone: '13700000000' })),
      acknowledged: [],
    };
    const patient = projectPatient('local:abc123456', undefined, sources);
    expect(patient).toMatchObject({
      key: 'local:abc123456',
      serverId: null,
      localId: 'local:abc123456',
      name: 'Mei Zhang',
      phone: '13700000000',
      sync: { state: 'pending', isSending: false },
    });
  });

  it('is unknown for a local id nothing on this device knows', () => {
    expect(projectPatient('local:gone12345', undefined, { pending: [], acknowledged: [] })).toBeUndefined();
  });

  it('resolves an acknowledged local patient to its server id (the screens then swap the address)', () => {
    const created = buildPatient({ id: 17, clientId: 'abc123456', name: 'Mei Zhang' });
    const patient = projectPatient('local:abc123456', undefined, {
      pending: [],
      acknowledged: [done('abc123456', 'local:abc123456', created, 5000)],
    });
    expect(patient).toMatchObject({ key: '17', serverId: 17, localId: 'local:abc123456', sync: { state: 'synced' } });
  });

  it('lays queued updates over the server patient in queue order, under its id or its local id', () => {
    const server = buildPatient({ id: 17, clientId: 'abc123456', name: 'Server name', phone: '13900000017' });
    const sources = {
      pending: pending(
        updateItem('u-1', 'local:abc123456', { name: 'Queued offline', phone: '13500000000' }),
        updateItem('u-2', '17', { name: 'Queued later', phone: '13600000000' }),
      ),
      acknowledged: [],
    };
    // Each update is the whole form: the last one queued is what the dentist sees.
    expect(projectPatient('17', server, sources)).toMatchObject({
      name: 'Queued later',
      phone: '13600000000',
      sync: { state: 'pending' },
    });
    // Another patient's update changes nothing here.
    expect(projectPatient('18', buildPatient({ id: 18 }), sources)).toMatchObject({
      name: 'Patient 18',
      sync: { state: 'synced' },
    });
  });

  it('shows a server id from its create answer until the detail arrives, and never another patient from it', () => {
    const none = { pending: [], acknowledged: [] };
    const created = buildPatient({ id: 17, clientId: 'abc123456', name: 'Answered at create' });
    expect(projectPatient('17', undefined, none, { created, aliasLocalId: 'local:abc123456' })).toMatchObject({
      name: 'Answered at create',
      key: '17',
      localId: 'local:abc123456',
      sync: { state: 'synced' },
    });
    expect(projectPatient('18', undefined, none, { created })).toBeUndefined();
    expect(projectPatient('17', buildPatient({ id: 17, name: 'Fetched' }), none, { created })?.name).toBe('Fetched');
  });

  it('finds a change queued under the local id once the patient is on the server (by its client id or alias)', () => {
    const sources = {
      pending: pending(updateItem('u-1', 'local:abc123456', { name: 'Queued offline' })),
      acknowledged: [],
    };
    expect(projectPatient('17', buildPatient({ id: 17, clientId: 'abc123456' }), sources)?.name).toBe('Queued offline');
    expect(projectPatient('17', buildPatient({ id: 17 }), sources, { aliasLocalId: 'local:abc123456' })?.name).toBe(
      'Queued offline',
    );
    expect(projectPatient('17', buildPatient({ id: 17 }), sources)?.name).toBe('Patient 17');
  });

  it('prefers the newest server answer: an acknowledged update newer than the fetched detail', () => {
    const fetched = buildPatient({ id: 17, name: 'Before', updatedAt: 100 });
    const answered = buildPatient({ id: 17, name: 'After', updatedAt: 200 });
    const older = buildPatient({ id: 17, name: 'Older', updatedAt: 50 });
    const patient = projectPatient('17', fetched, {
      pending: [],
      acknowledged: [done('u-1', '17', answered, 300), done('u-0', '17', older, 250)],
    });
    expect(patient?.name).toBe('After');
  });

  it('says "needs attention" with the server message and where to fix it', () => {
    const sources = {
      pending: pending(
        updateItem(
          'u-1',
          '17',
          { name: 'Twin' },
          'attention',
          'A patient with this name and phone number already exists.',
        ),
      ),
      acknowledged: [],
    };
    expect(projectPatient('17', buildPatient({ id: 17 }), sources)?.sync).toEqual({
      state: 'attention',
      message: 'A patient with this name and phone number already exists.',
      fixPath: '/fix/u-1',
    });
  });

  it('clears the shown link of an avatar a queued change replaced', () => {
    const server = buildPatient({ id: 17, avatar: 'photo/old.jpg', avatarUrl: 'https://signed/old' });
    const sources = {
      pending: pending(updateItem('u-1', '17', { avatar: ref('upload-1', 'key') as never })),
      acknowledged: [],
    };
    expect(projectPatient('17', server, sources)).toMatchObject({
      avatar: { $ref: 'upload-1', path: 'key' },
      avatarUrl: null,
    });
  });
});

describe('projectPatientList', () => {
  const page = { list: [buildPatient({ id: 2 }), buildPatient({ id: 1 })], total: 12 };

  it('puts patients only this device has first on page 1, counts them in the total, and not on other pages', () => {
    const sources = {
      pending: pending(createItem('older0001', { name: 'Older' }), createItem('newer0001', { name: 'Newer' })),
      acknowledged: [],
    };
    const first = projectPatientList(page, sources, { keyword: '', pageIndex: 1 });
    expect(first.rows.map((row) => row.name)).toEqual(['Newer', 'Older', 'Patient 2', 'Patient 1']);
    expect(first.total).toBe(14);
    expect(first.localCount).toBe(2);
    const second = projectPatientList(page, sources, { keyword: '', pageIndex: 2 });
    expect(second.rows.map((row) => row.name)).toEqual(['Patient 2', 'Patient 1']);
    expect(second.localCount).toBe(0);
  });

  it('filters local patients by the keyword as the server does (name or phone, any case)', () => {
    const sources = {
      pending: pending(
        createItem('mei000001', { name: 'Mei Zhang' }),
        createItem('li0000001', { name: 'Li Wei', phone: '13711112222' }),
      ),
      acknowledged: [],
    };
    expect(
      projectPatientList(undefined, sources, { keyword: 'MEI', pageIndex: 1 }).rows.map((row) => row.name),
    ).toEqual(['Mei Zhang']);
    expect(
      projectPatientList(undefined, sources, { keyword: '1111', pageIndex: 1 }).rows.map((row) => row.name),
    ).toEqual(['Li Wei']);
  });

  it('shows a patient acknowledged after the page was fetched once, and not twice when the page has it', () => {
    const created = buildPatient({ id: 30, clientId: 'new000001', name: 'Just synced' });
    const sources = { pending: [], acknowledged: [done('new000001', 'local:new000001', created, 9000)] };
    const stale = projectPatientList(page, sources, { keyword: '', pageIndex: 1 });
    expect(stale.rows.map((row) => [row.name, row.key, row.sync.state])).toEqual([
      ['Just synced', '30', 'synced'],
      ['Patient 2', '2', 'synced'],
      ['Patient 1', '1', 'synced'],
    ]);
    const refreshed = projectPatientList({ list: [created, ...page.list], total: 13 }, sources, {
      keyword: '',
      pageIndex: 1,
    });
    expect(refreshed.rows.map((row) => row.key)).toEqual(['30', '2', '1']);
    expect(refreshed.total).toBe(13);
  });

  it('shows pending updates over server rows', () => {
    const sources = { pending: pending(updateItem('u-1', '1', { name: 'Renamed offline' })), acknowledged: [] };
    const view = projectPatientList(page, sources, { keyword: '', pageIndex: 1 });
    expect(view.rows.map((row) => [row.name, row.sync.state])).toEqual([
      ['Patient 2', 'synced'],
      ['Renamed offline', 'pending'],
    ]);
  });
});

describe('matchesKeyword', () => {
  it('matches everything for an empty keyword and trims it', () => {
    expect(matchesKeyword({ name: 'A', phone: '1' }, '  ')).toBe(true);
    expect(matchesKeyword({ name: 'Ada', phone: '1' }, ' ad ')).toBe(true);
    expect(matchesKeyword({ name: 'Ada', phone: '1' }, 'bo')).toBe(false);
  });
});
