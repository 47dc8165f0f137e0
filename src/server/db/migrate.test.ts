import { describe, expect, it } from 'vitest';
import { connectDatabase } from './connect';
import { allMigrations, pendingMigrations } from './migrate';

/**
 * The migration list is the core's and the lines' (issue 10: a line declares its own migrations). An existing
 * database knows its migrations by name and in order, so both must stay exactly what they were when the list was one
 * file: a renamed or reordered migration would make Kysely refuse the database.
 */
const NAMES_IN_ORDER = [
  '0001-platform',
  '0002-accounts',
  '0003-objects',
  '0004-clinics',
  '0005-notifications',
  '0006-patients',
  '0007-patient-models',
  '0008-cases',
  '0009-case-list-indexes',
  '0011-retired-objects',
  '0012-decoy-password-locks',
  '0013-order-lines',
  '0014-keyset-indexes',
  '0015-factory-staff',
  '0017-drug-reference',
  '0018-holiday-calendar',
  '0019-scale-out',
  '0020-plan-document-name',
  '0022-order-factories',
  '0023-cloud-links',
  '0024-session-fields',
  '0025-model-pickups',
  '0026-wearing-plans',
  '0027-account-extras',
  '0028-service-desk-demo-cases',
  '0031-licence-validity',
  '0034-clinic-vip',
  '0035-denture-orders',
  '0036-payments',
  '0037-coupons',
  '0038-pay-security',
  '0039-clinic-credit',
  '0040-remittances',
  '0041-payment-order-notes',
  '0042-list-counts',
];

describe('the migration list', () => {
  it('holds the core migrations and the lines’ under their names, in the order they always ran', async () => {
    expect(Object.keys(allMigrations()).sort()).toEqual(NAMES_IN_ORDER);
    const db = connectDatabase({ kind: 'sqlite', file: ':memory:' });
    try {
      expect(await pendingMigrations(db)).toEqual(NAMES_IN_ORDER);
    } finally {
      await db.close();
    }
  });
});
