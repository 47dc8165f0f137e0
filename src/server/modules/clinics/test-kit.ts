import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { residentIdCheckCharacter } from '../../../domain/clinics/id-number';
import { envelopeOf } from '../../http/envelope';
import type { Purpose } from '../../storage/purposes';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { DatabaseKind } from '../../testing/test-database';

/** A route answering prices at several depths, to watch the price hook remove them. */
export const SAMPLE_PRICES_URL = '/api/order/test/sample-prices';
const ZSamplePrices = z.object({
  orderId: z.number(),
  price: z.number(),
  totalPrice: z.number(),
  grindCost: z.number(),
  deposit: z.object({ subsDeposit: z.number(), paidAmount: z.number(), note: z.string() }),
  items: z.array(z.object({ name: z.string(), unitPrice: z.number(), activeAPrice: z.number(), count: z.number() })),
});

/** The real app on a fresh database, with a private data folder (objects, signing secret) and the sample route. */
export async function createClinicsTestApp(kind: DatabaseKind): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuspid-clinics-'));
  const t = await createTestApp(kind, {
    env: { DATA_DIR: dataDir },
    register: async (app: FastifyInstance) => {
      app
        .withTypeProvider<ZodTypeProvider>()
        .get(SAMPLE_PRICES_URL, { schema: { response: { 200: envelopeOf(ZSamplePrices) } } }, async (request) =>
          request.ok({
            orderId: 7,
            price: 100,
            totalPrice: 300,
            grindCost: 20,
            deposit: { subsDeposit: 50, paidAmount: 10, note: 'analog' },
            items: [{ name: 'crown', unitPrice: 100, activeAPrice: 5, count: 3 }],
          }),
        );
    },
  });
  return {
    ...t,
    close: async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A file the user "uploaded": the object store's record of it, as completing an upload leaves it. */
export async function uploadedFile(app: FastifyInstance, userId: number, purpose: Purpose): Promise<string> {
  const key = `${purpose}/${randomBytes(8).toString('hex')}.png`;
  await app.db.kysely
    .insertInto('objects')
    .values({
      key,
      size: 1024,
      sha256: '0'.repeat(64),
      content_type: 'image/png',
      purpose,
      owner_id: `user:${userId}`,
      created_at: Date.now(),
    })
    .execute();
  return key;
}

let idCounter = 0;
/** A valid resident ID number, different on every call. */
export function nextIdNumber(): string {
  idCounter += 1;
  const first17 = `110101${1980 + (idCounter % 30)}0101${String(idCounter % 1000).padStart(3, '0')}`;
  return `${first17}${residentIdCheckCharacter(first17)}`;
}

type Headers = Record<string, string>;
/** POST to a service path as someone; the body defaults to {}. */
export function poster(t: TestApp) {
  return (url: string, headers: Headers, payload: unknown = {}) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
}
