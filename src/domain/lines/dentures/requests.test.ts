import { describe, expect, it } from 'vitest';
import { caseMessageId } from '../../cases/case-messages';
import { dentureMessageId } from './messages';
import { ZAbutmentSelectionRequest, ZDentureSettings, ZReworkRequest } from './requests';

const issuesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];
const base = { orderId: 1, expectedStatus: 46 };

describe('the abutment selection', () => {
  it('needs a selection id of 1 to 64 characters', () => {
    expect(ZAbutmentSelectionRequest.parse({ ...base, selectionId: ' ABT-1 ' }).selectionId).toBe('ABT-1');
    expect(ZAbutmentSelectionRequest.safeParse({ ...base, selectionId: 'x'.repeat(64) }).success).toBe(true);
    expect(ZAbutmentSelectionRequest.safeParse({ ...base, selectionId: 'x'.repeat(65) }).success).toBe(false);
    expect(issuesOf(ZAbutmentSelectionRequest.safeParse({ ...base, selectionId: '  ' }))).toEqual([
      dentureMessageId('selectionIdRequired'),
    ]);
    expect(issuesOf(ZAbutmentSelectionRequest.safeParse(base))).toEqual([dentureMessageId('selectionIdRequired')]);
  });
});

describe('the rework', () => {
  const tooth = { tooth: 11, reason: 'Chipped' };

  it('needs at least one tooth, each with a reason', () => {
    expect(issuesOf(ZReworkRequest.safeParse({ ...base, teeth: [] }))).toEqual([
      dentureMessageId('reworkTeethRequired'),
    ]);
    expect(issuesOf(ZReworkRequest.safeParse({ ...base, teeth: [{ tooth: 11, reason: ' ' }] }))).toEqual([
      caseMessageId('reasonRequired'),
    ]);
    expect(ZReworkRequest.safeParse({ ...base, teeth: [{ tooth: 19, reason: 'x' }] }).success).toBe(false);
    expect(ZReworkRequest.parse({ ...base, teeth: [tooth] }).attachments).toEqual([]);
  });

  it('takes up to 6 photos', () => {
    const photos = (count: number) => Array.from({ length: count }, (_, index) => `photo/p${index}.jpg`);
    expect(ZReworkRequest.safeParse({ ...base, teeth: [tooth], attachments: photos(6) }).success).toBe(true);
    expect(issuesOf(ZReworkRequest.safeParse({ ...base, teeth: [tooth], attachments: photos(7) }))).toEqual([
      dentureMessageId('tooManyPhotos'),
    ]);
  });
});

describe('the cost settings', () => {
  const settings = {
    grindUnitPrice: 80,
    porcelainUnitPrice: 300,
    subsDeposit: 500,
    longBridgeThreshold: 6,
    longBridgeUnitPrice: 200,
  };

  it('take fees of 0 or more in whole cents', () => {
    expect(ZDentureSettings.safeParse({ ...settings, grindUnitPrice: 0, subsDeposit: 0.01 }).success).toBe(true);
    for (const fee of [-0.01, 0.001, Number.NaN])
      expect(issuesOf(ZDentureSettings.safeParse({ ...settings, porcelainUnitPrice: fee })), `${fee}`).toEqual([
        dentureMessageId('feeInvalid'),
      ]);
  });

  it('take a long-bridge threshold of 2 to 16 whole units', () => {
    for (const threshold of [2, 16])
      expect(ZDentureSettings.safeParse({ ...settings, longBridgeThreshold: threshold }).success).toBe(true);
    for (const threshold of [1, 17, 6.5])
      expect(
        issuesOf(ZDentureSettings.safeParse({ ...settings, longBridgeThreshold: threshold })),
        `${threshold}`,
      ).toEqual([dentureMessageId('thresholdInvalid')]);
  });
});
