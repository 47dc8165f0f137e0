import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../domain/services';
import { createStorageTestApp, sha256Hex, type StorageTestApp } from '../../storage/testing';
import { addMember, createClinic, createUser, sessionHeaders } from '../../testing/fixtures';
import type { DatabaseKind } from '../../testing/test-database';

export const EMR = '/api/emr';
type Headers = Record<string, string>;

/** A position in the GPS IFD (IFD3 in sharp's naming), as a phone camera writes it. */
export const CAMERA_EXIF = {
  IFD0: { Make: 'Acme', Model: 'Clinic Tablet 7' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '48/1 51/1 2981/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '2/1 17/1 4321/100',
  },
};
/** The GPS IFD pointer tag (0x8825) as a little-endian IFD entry starts. */
export const GPS_POINTER_TAG = Buffer.from([0x25, 0x88, 0x04, 0x00]);

/**
 * A camera photo: white with a red square in its top-left corner (where it ends up tells a rotation), carrying GPS in
 * its EXIF, optionally an orientation.
 */
export async function cameraPhoto(
  options: { width?: number; height?: number; format?: 'jpeg' | 'png'; orientation?: number } = {},
): Promise<Buffer> {
  const { width = 800, height = 600, format = 'jpeg' } = options;
  const square = Math.round(Math.min(width, height) / 4);
  let image = sharp({ create: { width, height, channels: 3, background: { r: 255, g: 255, b: 255 } } }).composite([
    {
      input: { create: { width: square, height: square, channels: 3, background: { r: 255, g: 0, b: 0 } } },
      left: 0,
      top: 0,
    },
  ]);
  image = format === 'png' ? image.png() : image.jpeg({ quality: 90 });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.withExif(CAMERA_EXIF).toBuffer();
}

/** Which corner of an image is red, as it is shown (orientation applied). */
export async function redCorner(image: Buffer): Promise<string> {
  const { data, info } = await sharp(image, { autoOrient: true }).raw().toBuffer({ resolveWithObject: true });
  const isRed = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    return data[at]! > 200 && data[at + 1]! < 60 && data[at + 2]! < 60;
  };
  const corners: Record<string, [number, number]> = {
    'top-left': [2, 2],
    'top-right': [info.width - 3, 2],
    'bottom-right': [info.width - 3, info.height - 3],
    'bottom-left': [2, info.height - 3],
  };
  return Object.keys(corners)
    .filter((name) => isRed(...corners[name]!))
    .join(',');
}

/** Two clinics; in A a doctor and a nurse, in B an admin; patients in each. */
export type ImagesWorld = {
  t: StorageTestApp;
  clinicA: number;
  clinicB: number;
  doctorA: { id: number; headers: Headers };
  nurseA: { id: number; headers: Headers };
  adminB: { id: number; headers: Headers };
  /** Two patients of clinic A, one of clinic B. */
  patientA: number;
  otherPatientA: number;
  patientB: number;
};

export async function createImagesWorld(kind: DatabaseKind): Promise<ImagesWorld> {
  const t = await createStorageTestApp(kind);
  const db = t.app.db.kysely;
  const clinicA = await createClinic(db, 'Clinic A');
  const clinicB = await createClinic(db, 'Clinic B');
  const member = async (clinicId: number, options: Parameters<typeof addMember>[3]) => {
    const user = await createUser(db);
    await addMember(db, clinicId, user.id, options);
    return { id: user.id, headers: await sessionHeaders(t.app, user.id, clinicId) };
  };
  const doctorA = await member(clinicA, { isDoctor: true, job: 'doctor' });
  const nurseA = await member(clinicA, { job: 'nurse' });
  const adminB = await member(clinicB, { role: 'admin' });
  return {
    t,
    clinicA,
    clinicB,
    doctorA,
    nurseA,
    adminB,
    patientA: await recordPatient(t.app, clinicA, doctorA.id, 'Ada Lovelace'),
    otherPatientA: await recordPatient(t.app, clinicA, doctorA.id, 'Grace Hopper'),
    patientB: await recordPatient(t.app, clinicB, adminB.id, 'Alan Turing'),
  };
}

/** A patient row straight in the database (the patients module's routes are tested there). */
export async function recordPatient(
  app: FastifyInstance,
  clinicId: number,
  userId: number,
  name: string,
): Promise<number> {
  const now = Date.now();
  const row = await app.db.kysely
    .insertInto('patients')
    .values({
      clinic_id: clinicId,
      client_id: null,
      name,
      search_text: name.toLowerCase(),
      gender: 2,
      birth_date: '1990-05-17',
      phone: '13900000000',
      source: 1,
      avatar_key: null,
      doctor_name: 'Dr Who',
      doctor_phone: '',
      created_by: userId,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Uploads a file through the real multipart routes (create, one part per 5 MiB, complete): answers its key. */
export async function uploadThroughRoutes(
  app: FastifyInstance,
  headers: Headers,
  file: Buffer,
  options: { purpose?: string; fileName?: string } = {},
): Promise<string> {
  const base = `${EMR}/oss/multipart`;
  const created = await app.inject({
    method: 'POST',
    url: base,
    headers,
    payload: {
      purpose: options.purpose ?? 'photo',
      fileName: options.fileName ?? 'photo.jpg',
      size: file.length,
      sha256: sha256Hex(file),
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { uploadId, key, partSize } = created.json().data as { uploadId: string; key: string; partSize: number };
  for (let offset = 0, n = 1; offset < file.length; offset += partSize, n += 1) {
    const part = await app.inject({
      method: 'PUT',
      url: `${base}/${uploadId}/parts/${n}`,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: file.subarray(offset, offset + partSize),
    });
    expect(part.statusCode, part.body).toBe(200);
  }
  const completed = await app.inject({ method: 'POST', url: `${base}/${uploadId}/complete`, headers });
  expect(completed.statusCode, completed.body).toBe(200);
  return key;
}

/** POST or GET under /api/emr as someone; an Idempotency-Key when given. */
export function emr(app: FastifyInstance) {
  const post = (url: string, headers: Headers, payload: object, idempotencyKey?: string) =>
    app.inject({
      method: 'POST',
      url: `${EMR}${url}`,
      headers: idempotencyKey ? { ...headers, [IDEMPOTENCY_HEADER]: idempotencyKey } : headers,
      payload,
    });
  const get = (url: string, headers: Headers) => app.inject({ method: 'GET', url: `${EMR}${url}`, headers });
  return { post, get };
}

/** The bytes behind a signed read link. */
export async function fetchSigned(app: FastifyInstance, url: string): Promise<Buffer> {
  const response = await app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

/** Today plus `days`, `YYYY-MM-DD` in local time (as the server judges "future"). */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
