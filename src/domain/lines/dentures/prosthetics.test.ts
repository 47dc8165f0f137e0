import { describe, expect, it } from 'vitest';
import { caseMessageId } from '../../cases/case-messages';
import { IMPLANT_CATALOGUE, implantProblem } from './implants';
import { dentureMessageId } from './messages';
import {
  dentureTypeOf,
  needsAbutmentSelection,
  needsRiskAssessment,
  restoredTeeth,
  wantsTryIn,
  ZDentureTeeth,
  ZRestoration,
  ZUnit,
} from './prosthetics';
import { bridge, crown, implantCrown, pontic, single } from './test-kit';

const issuesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the implant catalogue', () => {
  it('checks brand, system and model as a chain', () => {
    expect(implantProblem({ brand: 'straumann', system: 'blt', model: 'RC 4.1' })).toBeNull();
    expect(implantProblem({ brand: 'acme', system: 'blt', model: 'RC 4.1' })).toBe('brand');
    // A real system and model, of another brand.
    expect(implantProblem({ brand: 'osstem', system: 'blt', model: 'RC 4.1' })).toBe('system');
    expect(implantProblem({ brand: 'straumann', system: 'tl', model: 'RC 4.1' })).toBe('model');
  });

  it('has every brand, system and model once', () => {
    const brands = IMPLANT_CATALOGUE.map((brand) => brand.value);
    expect(new Set(brands).size).toBe(brands.length);
    for (const brand of IMPLANT_CATALOGUE) {
      expect(brand.systems.length).toBeGreaterThan(0);
      for (const system of brand.systems) expect(new Set(system.models).size).toBe(system.models.length);
    }
  });

  it('answers the first link that fails on the unit’s field', () => {
    const wrong = ZUnit.safeParse(
      implantCrown(36, { implant: { brand: 'nobelBiocare', system: 'blt', model: 'x', abutmentSource: 'bought' } }),
    );
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['implant.system', dentureMessageId('implantSystemUnknown')],
    ]);
  });
});

describe('a unit', () => {
  it('takes its options, with defaults for what was not asked', () => {
    expect(ZUnit.parse(crown(11))).toEqual({
      tooth: 11,
      pontic: false,
      implant: null,
      postCore: false,
      fixation: 'cemented',
      abutmentEdge: 'gumLine',
      porcelain: false,
      tryIn: false,
      attachments: false,
      opposingAdjustmentMm: null,
      designRequirements: [],
      otherDescription: '',
    });
    const implant = ZUnit.parse(implantCrown(36)).implant;
    expect(implant).toEqual({
      brand: 'straumann',
      system: 'blt',
      model: 'RC 4.1',
      abutmentSource: 'bought',
      scanBar: true,
      substituteAnalog: false,
    });
  });

  it('takes the three abutment edges and the three opposing-arch adjustments, nothing else', () => {
    for (const abutmentEdge of ['subgingival', 'supragingival', 'gumLine'] as const)
      expect(ZUnit.safeParse(crown(11, { abutmentEdge })).success).toBe(true);
    expect(ZUnit.safeParse(crown(11, { abutmentEdge: 'deep' as never })).success).toBe(false);
    for (const mm of [0.5, 0.8, 1.5] as const)
      expect(ZUnit.safeParse(crown(11, { opposingAdjustmentMm: mm })).success).toBe(true);
    for (const mm of [0, 1, 1.0000001, 2])
      expect(ZUnit.safeParse(crown(11, { opposingAdjustmentMm: mm as never })).success).toBe(false);
  });

  it('needs an abutment edge unless it is a pontic, and a pontic has nothing under it', () => {
    expect(issuesOf(ZUnit.safeParse({ tooth: 11 }))).toEqual([dentureMessageId('abutmentEdgeRequired')]);
    expect(ZUnit.safeParse(pontic(11)).success).toBe(true);
    for (const extra of [
      { postCore: true },
      { abutmentEdge: 'gumLine' as const },
      { implant: implantCrown(11).implant },
    ])
      expect(issuesOf(ZUnit.safeParse(pontic(11, extra)))).toEqual([dentureMessageId('ponticOptions')]);
  });

  it('has no post core on an implant', () => {
    expect(issuesOf(ZUnit.safeParse(implantCrown(36, { postCore: true })))).toEqual([
      dentureMessageId('implantPostCore'),
    ]);
    expect(ZUnit.safeParse(crown(36, { postCore: true })).success).toBe(true);
  });

  it('describes an "other" design requirement in 1 to 200 characters', () => {
    const other = (otherDescription: string) => crown(11, { designRequirements: ['other'], otherDescription });
    expect(ZUnit.safeParse(other('x'.repeat(200))).success).toBe(true);
    expect(issuesOf(ZUnit.safeParse(other('x'.repeat(201))))).toEqual([caseMessageId('otherDescriptionTooLong')]);
    // Spaces around are not counted.
    expect(ZUnit.safeParse(other(` ${'x'.repeat(200)} `)).success).toBe(true);
    expect(issuesOf(ZUnit.safeParse(other('   ')))).toEqual([dentureMessageId('otherDescriptionRequired')]);
    expect(ZUnit.safeParse(crown(11, { designRequirements: ['matchNeighbours', 'metalCollar'] })).success).toBe(true);
  });
});

describe('crowns and bridges', () => {
  it('a single crown is not a pontic', () => {
    expect(issuesOf(ZRestoration.safeParse(single(pontic(11))))).toEqual([dentureMessageId('singlePontic')]);
  });

  it('a bridge is two or more teeth side by side, in order, held by at least one unit', () => {
    expect(ZRestoration.safeParse(bridge(crown(13), pontic(12), pontic(11), crown(21))).success).toBe(true);
    expect(ZRestoration.safeParse(bridge(crown(11), crown(21))).success).toBe(true);
    expect(issuesOf(ZRestoration.safeParse(bridge(crown(11))))).toEqual([dentureMessageId('bridgeTooShort')]);
    expect(issuesOf(ZRestoration.safeParse(bridge(crown(11), crown(13))))).toEqual([
      dentureMessageId('bridgeNotConnected'),
    ]);
    expect(issuesOf(ZRestoration.safeParse(bridge(crown(12), crown(21))))).toEqual([
      dentureMessageId('bridgeNotConnected'),
    ]);
    expect(issuesOf(ZRestoration.safeParse(bridge(crown(28), crown(38))))).toEqual([
      dentureMessageId('bridgeNotConnected'),
    ]);
    expect(issuesOf(ZRestoration.safeParse(bridge(pontic(11), pontic(21))))).toEqual([
      dentureMessageId('bridgeWithoutAbutment'),
    ]);
    // An implant-borne bridge.
    expect(ZRestoration.safeParse(bridge(implantCrown(34), pontic(35), implantCrown(36))).success).toBe(true);
  });

  it('a bridge has at most 16 units', () => {
    const arch = [18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28].map((tooth) => crown(tooth));
    expect(ZRestoration.safeParse(bridge(...arch)).success).toBe(true);
  });
});

describe('the teeth step', () => {
  const teeth = (dentureType: string, ...restorations: object[]) => ({ dentureType, restorations });

  it('names the denture type the units have', () => {
    const bridged = ZDentureTeeth.parse(
      teeth('both', bridge(crown(13), pontic(12), crown(11)), single(implantCrown(36))),
    );
    expect(dentureTypeOf(bridged.restorations)).toBe('both');
    expect(bridged.notation).toBe('fdi');
    expect(restoredTeeth(bridged)).toEqual([13, 12, 11, 36]);
    expect(ZDentureTeeth.safeParse(teeth('crownBridge', single(crown(11)))).success).toBe(true);
    expect(
      ZDentureTeeth.safeParse(teeth('implant', bridge(implantCrown(34), pontic(35), implantCrown(36)))).success,
    ).toBe(true);
    for (const [type, restoration] of [
      ['implant', single(crown(11))],
      ['crownBridge', single(implantCrown(36))],
      ['both', single(crown(11))],
    ] as const)
      expect(issuesOf(ZDentureTeeth.safeParse(teeth(type, restoration)))).toEqual([
        dentureMessageId('dentureTypeMismatch'),
      ]);
  });

  it('needs a restoration, and a tooth in one of them only', () => {
    expect(issuesOf(ZDentureTeeth.safeParse(teeth('crownBridge')))).toEqual([dentureMessageId('restorationsRequired')]);
    expect(
      issuesOf(ZDentureTeeth.safeParse(teeth('crownBridge', bridge(crown(11), crown(21)), single(crown(21))))),
    ).toEqual([dentureMessageId('toothTwice')]);
  });

  it('says which steps of the way the order takes', () => {
    const implantBought = ZDentureTeeth.parse(teeth('implant', single(implantCrown(36))));
    const implantSent = ZDentureTeeth.parse(
      teeth(
        'implant',
        single(implantCrown(36, { implant: { ...implantCrown(36).implant!, abutmentSource: 'selfSent' } })),
      ),
    );
    const natural = ZDentureTeeth.parse(teeth('crownBridge', single(crown(11, { tryIn: true }))));
    expect([
      needsAbutmentSelection(implantBought),
      needsAbutmentSelection(implantSent),
      needsAbutmentSelection(natural),
    ]).toEqual([true, false, false]);
    expect([needsRiskAssessment(implantSent), needsRiskAssessment(natural)]).toEqual([true, false]);
    expect([wantsTryIn(implantBought), wantsTryIn(natural)]).toEqual([false, true]);
  });
});
