import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ANESTHETIC_PRODUCTS, contentOf, findProduct, type AnestheticProduct, type ProductId } from './drugs';
import { EPINEPHRINE_CEILING_MG, findRuleSet, type DoseLimit, type DoseRule, type RuleSet } from './rule-sets';
import type { Sourced } from './sources';

/** The patient's figures the calculator accepts (kg, years). */
export const WEIGHT_KG = { min: 0, max: 250 } as const;
export const AGE_YEARS = { min: 0, max: 120 } as const;
export const GIVEN_ML_MAX = 50;
export const CARTRIDGE_ML_MAX = 5;

export const doseInputMessages = {
  weightRequired: msg`Enter the patient's weight in kg.`,
  weightRange: msg`The weight must be above 0 and at most 250 kg.`,
  ageRequired: msg`Enter the patient's age in years.`,
  ageRange: msg`The age must be from 0 to 120 years.`,
  ruleSetUnknown: msg`Choose a rule set.`,
  givenInvalid: msg`Each dose already given needs an anesthetic and a volume from 0 to 50 mL.`,
  cartridgeInvalid: msg`A cartridge holds more than 0 and at most 5 mL.`,
} satisfies Record<string, MessageDescriptor>;

/** Anesthetic already injected in this visit: a product and a volume in mL. */
export type GivenDose = { productId: string; ml: number };

export type DoseInput = {
  weightKg: number | null;
  ageYears: number | null;
  ruleSetId: string;
  hasCardiacDisease: boolean;
  given: readonly GivenDose[];
  /** Cartridge volume per product, when the user's cartridges differ from the usual one. */
  cartridgeMl?: Partial<Record<ProductId, number>>;
};

export type DoseInputError = {
  field: 'weightKg' | 'ageYears' | 'ruleSetId' | 'given' | 'cartridgeMl';
  message: MessageDescriptor;
};

/** Why a product's limit is what it is. */
export type LimitReason = 'perKg' | 'cap' | 'tooYoung' | 'notCovered';

export type ProductResult = {
  product: AnestheticProduct;
  cartridgeMl: number;
  mgPerCartridge: number;
  epinephrineMgPerCartridge: number;
  reason: LimitReason;
  /** The patient's maximum of this drug alone (mg), after the child and elderly rules; 0 when not allowed. */
  limitMg: number;
  /** The figures that made the limit, with their sources. */
  mgPerKg: Sourced<number> | null;
  maxMg: Sourced<number> | null;
  minAgeYears: Sourced<number> | null;
  elderlyFactor: Sourced<number> | null;
  /** What is left of the limit after the anesthetics already given (their shares of their own limits). */
  remainingMg: number;
  cartridgesByDose: number;
  /** Infinity for a plain solution. */
  cartridgesByEpinephrine: number;
  /** Whole tenths of a cartridge, rounded down. */
  cartridges: number;
  /** Which limit gives the cartridge count. */
  bindingLimit: 'dose' | 'epinephrine';
};

export type DoseResult = {
  ruleSet: RuleSet;
  epinephrineCeiling: Sourced<number>;
  epinephrineGivenMg: number;
  /** Sum of each given dose's share of its own drug's limit; 1 means the limit is reached. */
  usedShare: number;
  /** A given drug this rule set has no limit for: its share cannot be counted, so nothing more is offered. */
  hasUncountedDose: boolean;
  isOverLimit: boolean;
  products: ProductResult[];
};

const isInRange = (value: number, range: { min: number; max: number }) =>
  Number.isFinite(value) && value >= range.min && value <= range.max;

export function validateDoseInput(input: DoseInput): DoseInputError[] {
  const errors: DoseInputError[] = [];
  if (input.weightKg === null) errors.push({ field: 'weightKg', message: doseInputMessages.weightRequired });
  else if (!(input.weightKg > WEIGHT_KG.min && input.weightKg <= WEIGHT_KG.max))
    errors.push({ field: 'weightKg', message: doseInputMessages.weightRange });
  if (input.ageYears === null) errors.push({ field: 'ageYears', message: doseInputMessages.ageRequired });
  else if (!isInRange(input.ageYears, AGE_YEARS))
    errors.push({ field: 'ageYears', message: doseInputMessages.ageRange });
  if (!findRuleSet(input.ruleSetId)) errors.push({ field: 'ruleSetId', message: doseInputMessages.ruleSetUnknown });
  if (input.given.some((dose) => !findProduct(dose.productId) || !isInRange(dose.ml, { min: 0, max: GIVEN_ML_MAX }))) {
    errors.push({ field: 'given', message: doseInputMessages.givenInvalid });
  }
  if (Object.values(input.cartridgeMl ?? {}).some((ml) => !(ml > 0 && ml <= CARTRIDGE_ML_MAX))) {
    errors.push({ field: 'cartridgeMl', message: doseInputMessages.cartridgeInvalid });
  }
  return errors;
}

type Limit = Pick<ProductResult, 'reason' | 'limitMg' | 'mgPerKg' | 'maxMg' | 'minAgeYears' | 'elderlyFactor'>;

const notCovered: Limit = {
  reason: 'notCovered',
  limitMg: 0,
  mgPerKg: null,
  maxMg: null,
  minAgeYears: null,
  elderlyFactor: null,
};

/** One drug's maximum for this patient under one rule: the lower of mg/kg × weight and the cap, then the age rules. */
export function limitFor(rule: DoseRule | undefined, weightKg: number, ageYears: number): Limit {
  if (!rule) return notCovered;
  const minAgeYears = rule.minAgeYears ?? null;
  if (minAgeYears && ageYears < minAgeYears.value) {
    return { reason: 'tooYoung', limitMg: 0, mgPerKg: null, maxMg: null, minAgeYears, elderlyFactor: null };
  }
  const band: DoseLimit = rule.child && ageYears < rule.child.belowAgeYears.value ? rule.child : rule.adult;
  const byWeight = band.mgPerKg ? band.mgPerKg.value * weightKg : Infinity;
  const cap = band.maxMg ? band.maxMg.value : Infinity;
  if (byWeight === Infinity && cap === Infinity) return notCovered;
  const elderlyFactor = rule.elderly && ageYears >= rule.elderly.fromAgeYears.value ? rule.elderly.factor : null;
  return {
    reason: byWeight <= cap ? 'perKg' : 'cap',
    limitMg: Math.min(byWeight, cap) * (elderlyFactor?.value ?? 1),
    mgPerKg: band.mgPerKg,
    maxMg: band.maxMg,
    minAgeYears,
    elderlyFactor,
  };
}

// Rounding down to tenths must not lose a whole count to floating point (2.9999999 cartridges is 3).
const floorToTenth = (value: number): number => (value === Infinity ? Infinity : Math.floor(value * 10 + 1e-9) / 10);

/**
 * The maximum dose and cartridge count of every product for a valid input (validateDoseInput first).
 * Anesthetics given in the same visit add up as shares of their own limits (two thirds of the lidocaine limit leaves
 * one third of the articaine limit), and their epinephrine counts against the visit's ceiling.
 */
export function calculateDoses(input: DoseInput): DoseResult {
  const ruleSet = findRuleSet(input.ruleSetId);
  if (!ruleSet || validateDoseInput(input).length > 0) throw new RangeError('calculateDoses needs a valid input');
  const weightKg = input.weightKg!;
  const ageYears = input.ageYears!;
  const drugLimit = (product: AnestheticProduct) => limitFor(ruleSet.rules[product.drug], weightKg, ageYears);

  let usedShare = 0;
  let epinephrineGivenMg = 0;
  let hasUncountedDose = false;
  for (const dose of input.given) {
    const product = findProduct(dose.productId)!;
    if (dose.ml === 0) continue;
    const content = contentOf(product, dose.ml);
    epinephrineGivenMg += content.epinephrineMg;
    const { limitMg, reason } = drugLimit(product);
    if (reason === 'notCovered') hasUncountedDose = true;
    else usedShare += limitMg === 0 ? Infinity : content.anestheticMg / limitMg;
  }

  const epinephrineCeiling = input.hasCardiacDisease ? EPINEPHRINE_CEILING_MG.cardiac : EPINEPHRINE_CEILING_MG.healthy;
  const epinephrineLeftMg = Math.max(0, epinephrineCeiling.value - epinephrineGivenMg);
  const shareLeft = hasUncountedDose ? 0 : Math.max(0, 1 - usedShare);

  const products = ANESTHETIC_PRODUCTS.map((product): ProductResult => {
    const cartridgeMl = input.cartridgeMl?.[product.id] ?? product.cartridgeMl;
    const perCartridge = contentOf(product, cartridgeMl);
    const limit = drugLimit(product);
    const remainingMg = limit.limitMg * shareLeft;
    const cartridgesByDose = floorToTenth(remainingMg / perCartridge.anestheticMg);
    const cartridgesByEpinephrine =
      perCartridge.epinephrineMg === 0 ? Infinity : floorToTenth(epinephrineLeftMg / perCartridge.epinephrineMg);
    return {
      ...limit,
      product,
      cartridgeMl,
      mgPerCartridge: perCartridge.anestheticMg,
      epinephrineMgPerCartridge: perCartridge.epinephrineMg,
      remainingMg,
      cartridgesByDose,
      cartridgesByEpinephrine,
      cartridges: Math.min(cartridgesByDose, cartridgesByEpinephrine),
      bindingLimit: cartridgesByEpinephrine < cartridgesByDose ? 'epinephrine' : 'dose',
    };
  });

  return {
    ruleSet,
    epinephrineCeiling,
    epinephrineGivenMg,
    usedShare,
    hasUncountedDose,
    isOverLimit: usedShare > 1 + 1e-9 || epinephrineGivenMg > epinephrineCeiling.value + 1e-9,
    products,
  };
}
