import { describe, expect, it } from 'vitest';
import { dentureMessageId } from './messages';
import { GUIDE_SHADES, isShadeOf, normalizeShade, SHADE_GUIDES, ZDentureShades, ZToothShades } from './shades';

const issuesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('shade guides', () => {
  it('hold 19, 29 and 20 shades, each once', () => {
    expect(SHADE_GUIDES.values).toEqual(['vitaClassical', 'vita3dMaster', 'chromascop']);
    expect(GUIDE_SHADES.vitaClassical).toHaveLength(19);
    expect(GUIDE_SHADES.vita3dMaster).toHaveLength(29);
    expect(GUIDE_SHADES.chromascop).toHaveLength(20);
    for (const guide of SHADE_GUIDES.values) expect(new Set(GUIDE_SHADES[guide]).size).toBe(GUIDE_SHADES[guide].length);
  });

  it('VITA classical has the 16 classical shades without D1, and the bleached ones', () => {
    expect(GUIDE_SHADES.vitaClassical.filter((shade) => !shade.startsWith('0M'))).toEqual([
      'A1',
      'A2',
      'A3',
      'A3.5',
      'A4',
      'B1',
      'B2',
      'B3',
      'B4',
      'C1',
      'C2',
      'C3',
      'C4',
      'D2',
      'D3',
      'D4',
    ]);
    expect(isShadeOf('vitaClassical', 'D1')).toBe(false);
    expect(isShadeOf('vitaClassical', '0M3')).toBe(true);
  });

  it('VITA 3D-Master runs from 0M1 to 5M3 with the L and R hues of groups 2 to 4', () => {
    expect(GUIDE_SHADES.vita3dMaster[0]).toBe('0M1');
    expect(GUIDE_SHADES.vita3dMaster.at(-1)).toBe('5M3');
    expect(isShadeOf('vita3dMaster', '3R2.5')).toBe(true);
    expect(isShadeOf('vita3dMaster', '1L1.5')).toBe(false);
    expect(isShadeOf('vita3dMaster', 'A1')).toBe(false);
  });

  it('Chromascop is 110-140 to 510-540', () => {
    expect(GUIDE_SHADES.chromascop.slice(0, 4)).toEqual(['110', '120', '130', '140']);
    expect(GUIDE_SHADES.chromascop.at(-1)).toBe('540');
    expect(isShadeOf('chromascop', '150')).toBe(false);
    expect(isShadeOf('chromascop', '610')).toBe(false);
  });

  it('reads a typed OM1 (letter O) as 0M1, in any case and with spaces', () => {
    expect(normalizeShade('OM1')).toBe('0M1');
    expect(normalizeShade(' om2 ')).toBe('0M2');
    expect(normalizeShade('a3.5')).toBe('A3.5');
    expect(normalizeShade('O1')).toBe('O1');
    expect(isShadeOf('vita3dMaster', 'OM3')).toBe(true);
  });
});

describe('a tooth’s shades', () => {
  const shade = (value: string, guide = 'vitaClassical') => ({ guide, shade: value });

  it('takes one to three shades, from any of the guides, stored as normalised', () => {
    const three = ZToothShades.parse({
      tooth: 11,
      shades: [shade('OM1'), shade('2M2', 'vita3dMaster'), shade('120', 'chromascop')],
    });
    expect(three.shades.map((entry) => entry.shade)).toEqual(['0M1', '2M2', '120']);
    expect(three.stumpShade).toBeNull();
  });

  it('refuses a fourth shade, none, and a shade of another guide', () => {
    const four = ZToothShades.safeParse({ tooth: 11, shades: [shade('A1'), shade('A2'), shade('A3'), shade('A4')] });
    expect(issuesOf(four)).toEqual([dentureMessageId('shadesTooMany')]);
    expect(issuesOf(ZToothShades.safeParse({ tooth: 11, shades: [] }))).toEqual([dentureMessageId('shadesRequired')]);
    expect(issuesOf(ZToothShades.safeParse({ tooth: 11, shades: [shade('2M2')] }))).toEqual([
      dentureMessageId('shadeInvalid'),
    ]);
    expect(issuesOf(ZToothShades.safeParse({ tooth: 11, shades: [shade('A1', 'noritake')] }))).toEqual([
      dentureMessageId('shadeInvalid'),
    ]);
  });

  it('takes a stump shade of the ND scale and an FDI tooth only', () => {
    expect(ZToothShades.parse({ tooth: 85, shades: [shade('A1')], stumpShade: 'ND3' }).stumpShade).toBe('ND3');
    expect(ZToothShades.safeParse({ tooth: 11, shades: [shade('A1')], stumpShade: 'ND10' }).success).toBe(false);
    expect(ZToothShades.safeParse({ tooth: 19, shades: [shade('A1')] }).success).toBe(false);
  });

  it('has one line per tooth, and an optional photo of the shade taking', () => {
    const step = ZDentureShades.parse({
      teeth: [{ tooth: 11, shades: [shade('A1')] }],
      photoKey: 'photo/2026/shade.jpg',
    });
    expect(step.photoKey).toBe('photo/2026/shade.jpg');
    expect(ZDentureShades.parse({ teeth: [] }).photoKey).toBeNull();
    const twice = ZDentureShades.safeParse({
      teeth: [
        { tooth: 11, shades: [shade('A1')] },
        { tooth: 11, shades: [shade('A2')] },
      ],
    });
    expect(issuesOf(twice)).toEqual([dentureMessageId('shadeToothTwice')]);
  });
});
