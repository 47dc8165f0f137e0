import { describe, expect, it } from 'vitest';
import { ANESTHETIC_PRODUCTS, epinephrineMgPerMl, mgPerMl, type ProductId } from './drugs';
import { calculateDoses, limitFor, validateDoseInput, type DoseInput, type ProductResult } from './dose-calculation';
import { RULE_SETS } from './rule-sets';
import { DOSE_SOURCES } from './sources';

const adult: DoseInput = { weightKg: 70, ageYears: 40, ruleSetId: 'fdaLabel', hasCardiacDisease: false, given: [] };

function product(input: DoseInput, id: ProductId): ProductResult {
  return calculateDoses(input).products.find((result) => result.product.id === id)!;
}

describe('cartridge contents', () => {
  it('turns percent into mg/mL (× 10) and 1:n epinephrine into 1000/n mg/mL', () => {
    expect(mgPerMl(2)).toBe(20);
    expect(mgPerMl(4)).toBe(40);
    expect(mgPerMl(0.5)).toBe(5);
    expect(epinephrineMgPerMl(100_000)).toBe(0.01);
    expect(epinephrineMgPerMl(200_000)).toBe(0.005);
    expect(epinephrineMgPerMl(null)).toBe(0);
  });

  it('gives every rule-set figure a known source', () => {
    for (const set of RULE_SETS) {
      for (const rule of Object.values(set.rules)) {
        const figures = [
          rule.adult.mgPerKg,
          rule.adult.maxMg,
          rule.minAgeYears,
          rule.child?.mgPerKg,
          rule.child?.belowAgeYears,
          rule.elderly?.factor,
        ];
        for (const figure of figures) if (figure) expect(DOSE_SOURCES[figure.source]).toBeDefined();
      }
    }
  });
});

describe('validateDoseInput', () => {
  const fieldsOf = (input: DoseInput) => validateDoseInput(input).map((error) => error.field);

  it('refuses a weight of 0, a missing weight and one above 250 kg; accepts 250', () => {
    expect(fieldsOf({ ...adult, weightKg: 0 })).toEqual(['weightKg']);
    expect(fieldsOf({ ...adult, weightKg: -5 })).toEqual(['weightKg']);
    expect(fieldsOf({ ...adult, weightKg: null })).toEqual(['weightKg']);
    expect(fieldsOf({ ...adult, weightKg: Number.NaN })).toEqual(['weightKg']);
    expect(fieldsOf({ ...adult, weightKg: 250.1 })).toEqual(['weightKg']);
    expect(fieldsOf({ ...adult, weightKg: 250 })).toEqual([]);
    expect(fieldsOf({ ...adult, weightKg: 0.5 })).toEqual([]);
  });

  it('accepts ages 0 to 120 and refuses the rest', () => {
    expect(fieldsOf({ ...adult, ageYears: 0 })).toEqual([]);
    expect(fieldsOf({ ...adult, ageYears: 120 })).toEqual([]);
    expect(fieldsOf({ ...adult, ageYears: 120.5 })).toEqual(['ageYears']);
    expect(fieldsOf({ ...adult, ageYears: -1 })).toEqual(['ageYears']);
    expect(fieldsOf({ ...adult, ageYears: null })).toEqual(['ageYears']);
  });

  it('refuses an unknown rule set, unknown product, a negative or huge volume, and impossible cartridges', () => {
    expect(fieldsOf({ ...adult, ruleSetId: 'nope' })).toEqual(['ruleSetId']);
    expect(fieldsOf({ ...adult, given: [{ productId: 'nope', ml: 1 }] })).toEqual(['given']);
    expect(fieldsOf({ ...adult, given: [{ productId: 'lidocaine2Plain', ml: -1 }] })).toEqual(['given']);
    expect(fieldsOf({ ...adult, given: [{ productId: 'lidocaine2Plain', ml: 50.1 }] })).toEqual(['given']);
    expect(fieldsOf({ ...adult, cartridgeMl: { lidocaine2Plain: 0 } })).toEqual(['cartridgeMl']);
    expect(fieldsOf({ ...adult, cartridgeMl: { lidocaine2Plain: 5.1 } })).toEqual(['cartridgeMl']);
    expect(() => calculateDoses({ ...adult, weightKg: 0 })).toThrow(RangeError);
  });
});

describe('calculateDoses: one drug', () => {
  it('uses mg/kg × weight while it stays under the cap (70 kg, lidocaine with epinephrine: 490 mg)', () => {
    const lidocaine = product(adult, 'lidocaine2Epi100k');
    expect(lidocaine.reason).toBe('perKg');
    expect(lidocaine.limitMg).toBeCloseTo(490);
    expect(lidocaine.mgPerCartridge).toBeCloseTo(36);
    expect(lidocaine.cartridgesByDose).toBe(13.6);
    // 0.2 mg / 0.018 mg per cartridge = 11.1: the epinephrine binds before the lidocaine.
    expect(lidocaine.cartridgesByEpinephrine).toBe(11.1);
    expect(lidocaine.cartridges).toBe(11.1);
    expect(lidocaine.bindingLimit).toBe('epinephrine');
  });

  it('uses the cap once it binds (80 kg: 560 mg by weight, capped at 500 mg; plain lidocaine 315 → 300 mg)', () => {
    expect(product({ ...adult, weightKg: 80 }, 'lidocaine2Epi100k')).toMatchObject({ reason: 'cap', limitMg: 500 });
    const plain = product(adult, 'lidocaine2Plain');
    expect(plain).toMatchObject({
      reason: 'cap',
      limitMg: 300,
      bindingLimit: 'dose',
      cartridgesByEpinephrine: Infinity,
    });
    expect(plain.cartridges).toBe(8.3);
    // Exactly at the cap both agree; the weight side is reported.
    expect(limitFor(RULE_SETS[0]!.rules.lidocainePlain, 300 / 4.5, 40)).toMatchObject({ reason: 'perKg' });
  });

  it('has a cap only for bupivacaine in the US label (90 mg, ten 1.8 mL cartridges of 0.5%)', () => {
    const bupivacaine = product({ ...adult, weightKg: 20, ageYears: 12 }, 'bupivacaine05Epi200k');
    expect(bupivacaine).toMatchObject({
      reason: 'cap',
      limitMg: 90,
      mgPerKg: null,
      cartridges: 10,
      bindingLimit: 'dose',
    });
    expect(product({ ...adult, ageYears: 11.9 }, 'bupivacaine05Epi200k')).toMatchObject({
      reason: 'tooYoung',
      cartridges: 0,
    });
  });

  it('does not give articaine to a child under 4, and does from the fourth birthday', () => {
    const child = { ...adult, weightKg: 20, ageYears: 3.9 };
    const under4 = product(child, 'articaine4Epi100k');
    expect(under4).toMatchObject({ reason: 'tooYoung', limitMg: 0, cartridges: 0 });
    expect(under4.minAgeYears).toEqual({ value: 4, source: 'fdaArticaine' });
    const at4 = product({ ...child, ageYears: 4 }, 'articaine4Epi100k');
    // 7 mg/kg × 20 kg = 140 mg; a 1.7 mL cartridge of 4% holds 68 mg: 2.05 → 2.0.
    expect(at4).toMatchObject({ reason: 'perKg', limitMg: 140, cartridges: 2 });
  });

  it('applies the Chinese label: 5 mg/kg for children from 4, 7 mg/kg for adults, half from 65, nothing under 4', () => {
    const china = { ...adult, ruleSetId: 'chinaLabel', weightKg: 20 };
    expect(product({ ...china, ageYears: 3.99 }, 'articaine4Epi100k').reason).toBe('tooYoung');
    expect(product({ ...china, ageYears: 4 }, 'articaine4Epi100k')).toMatchObject({ limitMg: 100, cartridges: 1.4 });
    expect(product({ ...china, ageYears: 17.9 }, 'articaine4Epi100k').limitMg).toBe(100);
    expect(product({ ...china, ageYears: 18 }, 'articaine4Epi100k').limitMg).toBe(140);
    const adult70 = { ...china, weightKg: 70 };
    expect(product({ ...adult70, ageYears: 64.9 }, 'articaine4Epi100k')).toMatchObject({
      limitMg: 490,
      elderlyFactor: null,
    });
    const elderly = product({ ...adult70, ageYears: 65 }, 'articaine4Epi100k');
    expect(elderly.limitMg).toBe(245);
    expect(elderly.elderlyFactor).toEqual({ value: 0.5, source: 'chinaArticaine' });
    // The source gives no figure for lidocaine: the calculator says so rather than guess.
    expect(product(adult70, 'lidocaine2Epi100k')).toMatchObject({ reason: 'notCovered', cartridges: 0 });
  });

  it('gives the lower paediatric figures of the conservative set', () => {
    const child = { ...adult, ruleSetId: 'paediatricConservative', weightKg: 20, ageYears: 7 };
    expect(product(child, 'lidocaine2Epi100k')).toMatchObject({ reason: 'perKg', limitMg: 88, cartridges: 2.4 });
    expect(product(child, 'prilocaine4Plain')).toMatchObject({ limitMg: 160, cartridges: 2.2 });
    expect(product({ ...child, weightKg: 27 }, 'prilocaine4Plain').cartridges).toBe(3);
    expect(product({ ...child, weightKg: 100, ageYears: 30 }, 'mepivacaine3Plain')).toMatchObject({
      reason: 'cap',
      limitMg: 300,
    });
  });

  it('lowers the epinephrine ceiling to 0.04 mg with cardiovascular disease', () => {
    const cardiac = { ...adult, hasCardiacDisease: true };
    expect(calculateDoses(cardiac).epinephrineCeiling.value).toBe(0.04);
    expect(product(cardiac, 'lidocaine2Epi100k')).toMatchObject({ cartridges: 2.2, bindingLimit: 'epinephrine' });
    expect(product(cardiac, 'articaine4Epi200k')).toMatchObject({ cartridges: 4.7, bindingLimit: 'epinephrine' });
    // A plain solution has no epinephrine to limit it.
    expect(product(cardiac, 'mepivacaine3Plain').bindingLimit).toBe('dose');
  });

  it('follows a changed cartridge volume', () => {
    const result = product({ ...adult, cartridgeMl: { lidocaine2Plain: 2.2 } }, 'lidocaine2Plain');
    expect(result.mgPerCartridge).toBeCloseTo(44);
    expect(result.cartridges).toBe(6.8);
  });
});

describe('calculateDoses: a second drug in the same visit', () => {
  it('leaves only the unused share of the limit (half the lidocaine limit used leaves half the prilocaine limit)', () => {
    const result = calculateDoses({ ...adult, given: [{ productId: 'lidocaine2Plain', ml: 7.5 }] });
    expect(result.usedShare).toBeCloseTo(0.5);
    const prilocaine = result.products.find((entry) => entry.product.id === 'prilocaine4Plain')!;
    expect(prilocaine.limitMg).toBe(560);
    expect(prilocaine.remainingMg).toBeCloseTo(280);
    expect(prilocaine.cartridges).toBe(3.8);
  });

  it('counts the epinephrine already given against the ceiling', () => {
    // 4 cartridges of lidocaine 1:100,000 (0.072 mg) leave 0.128 mg: 7.5 cartridges of articaine 1:100,000 by epinephrine.
    const result = calculateDoses({ ...adult, given: [{ productId: 'lidocaine2Epi100k', ml: 7.2 }] });
    expect(result.epinephrineGivenMg).toBeCloseTo(0.072);
    const articaine = result.products.find((entry) => entry.product.id === 'articaine4Epi100k')!;
    expect(articaine.cartridgesByEpinephrine).toBe(7.5);
    // 144 of 490 mg lidocaine used: 70.6 % of the 490 mg articaine limit is left, 346 mg, 5.0 cartridges.
    expect(articaine.cartridgesByDose).toBe(5);
    expect(articaine.cartridges).toBe(5);
  });

  it('offers nothing more once a limit is passed, and says so', () => {
    const over = calculateDoses({ ...adult, given: [{ productId: 'lidocaine2Plain', ml: 20 }] });
    expect(over.isOverLimit).toBe(true);
    expect(over.products.every((entry) => entry.cartridges === 0)).toBe(true);
    const tooMuchEpinephrine = calculateDoses({
      ...adult,
      hasCardiacDisease: true,
      given: [{ productId: 'lidocaine2Epi100k', ml: 5.4 }],
    });
    expect(tooMuchEpinephrine.isOverLimit).toBe(true);
    expect(
      tooMuchEpinephrine.products.find((entry) => entry.product.id === 'mepivacaine3Plain')!.cartridges,
    ).toBeGreaterThan(0);
    const exactlyAtLimit = calculateDoses({ ...adult, given: [{ productId: 'lidocaine2Plain', ml: 15 }] });
    expect(exactlyAtLimit.isOverLimit).toBe(false);
    expect(exactlyAtLimit.products.every((entry) => entry.cartridges === 0)).toBe(true);
  });

  it('offers nothing when a given drug has no limit in the rule set or was not allowed at this age', () => {
    const uncounted = calculateDoses({
      ...adult,
      ruleSetId: 'chinaLabel',
      given: [{ productId: 'lidocaine2Plain', ml: 1.8 }],
    });
    expect(uncounted.hasUncountedDose).toBe(true);
    expect(uncounted.products.find((entry) => entry.product.id === 'articaine4Epi100k')!.cartridges).toBe(0);
    const notAllowed = calculateDoses({
      ...adult,
      ageYears: 10,
      given: [{ productId: 'bupivacaine05Epi200k', ml: 1.8 }],
    });
    expect(notAllowed.isOverLimit).toBe(true);
    expect(notAllowed.products.every((entry) => entry.cartridges === 0)).toBe(true);
  });

  it('ignores an empty line (0 mL)', () => {
    const result = calculateDoses({
      ...adult,
      ruleSetId: 'chinaLabel',
      given: [{ productId: 'lidocaine2Plain', ml: 0 }],
    });
    expect(result).toMatchObject({ usedShare: 0, hasUncountedDose: false, isOverLimit: false });
  });

  it('covers every product in every result', () => {
    expect(calculateDoses(adult).products.map((entry) => entry.product.id)).toEqual(
      ANESTHETIC_PRODUCTS.map((entry) => entry.id),
    );
  });
});
