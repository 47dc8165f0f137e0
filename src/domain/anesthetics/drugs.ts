import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The local anesthetics the calculator covers; each rule set gives a limit per drug (rule-sets.ts). */
export const ANESTHETIC_DRUGS = [
  'lidocaineWithEpinephrine',
  'lidocainePlain',
  'articaine',
  'mepivacaine',
  'prilocaine',
  'bupivacaine',
] as const;
export type AnestheticDrug = (typeof ANESTHETIC_DRUGS)[number];

export const anestheticDrugNames: Record<AnestheticDrug, MessageDescriptor> = {
  lidocaineWithEpinephrine: msg`Lidocaine with epinephrine`,
  lidocainePlain: msg`Lidocaine without epinephrine`,
  articaine: msg`Articaine`,
  mepivacaine: msg`Mepivacaine`,
  prilocaine: msg`Prilocaine`,
  bupivacaine: msg`Bupivacaine`,
};

/**
 * A cartridge as sold: the drug, its strength in percent (× 10 = mg/mL), the epinephrine dilution (1:100,000 is
 * 0.01 mg/mL; none for plain solutions) and the usual cartridge volume, which the user can change.
 */
export type AnestheticProduct = {
  id: ProductId;
  drug: AnestheticDrug;
  percent: number;
  /** The n of 1:n epinephrine, or null for a plain solution. */
  epinephrineDilution: number | null;
  cartridgeMl: number;
};

export type ProductId =
  | 'lidocaine2Epi100k'
  | 'lidocaine2Plain'
  | 'articaine4Epi100k'
  | 'articaine4Epi200k'
  | 'mepivacaine3Plain'
  | 'prilocaine4Plain'
  | 'bupivacaine05Epi200k';

export const ANESTHETIC_PRODUCTS: readonly AnestheticProduct[] = [
  {
    id: 'lidocaine2Epi100k',
    drug: 'lidocaineWithEpinephrine',
    percent: 2,
    epinephrineDilution: 100_000,
    cartridgeMl: 1.8,
  },
  { id: 'lidocaine2Plain', drug: 'lidocainePlain', percent: 2, epinephrineDilution: null, cartridgeMl: 1.8 },
  { id: 'articaine4Epi100k', drug: 'articaine', percent: 4, epinephrineDilution: 100_000, cartridgeMl: 1.7 },
  { id: 'articaine4Epi200k', drug: 'articaine', percent: 4, epinephrineDilution: 200_000, cartridgeMl: 1.7 },
  { id: 'mepivacaine3Plain', drug: 'mepivacaine', percent: 3, epinephrineDilution: null, cartridgeMl: 1.8 },
  { id: 'prilocaine4Plain', drug: 'prilocaine', percent: 4, epinephrineDilution: null, cartridgeMl: 1.8 },
  { id: 'bupivacaine05Epi200k', drug: 'bupivacaine', percent: 0.5, epinephrineDilution: 200_000, cartridgeMl: 1.8 },
];

export function findProduct(id: string): AnestheticProduct | undefined {
  return ANESTHETIC_PRODUCTS.find((product) => product.id === id);
}

/** Percent × 10 = mg/mL (a 2% solution holds 2 g per 100 mL). */
export const mgPerMl = (percent: number): number => percent * 10;

/** 1:n means 1 g in n mL, so 1000 / n mg/mL (1:100,000 = 0.01 mg/mL). */
export const epinephrineMgPerMl = (dilution: number | null): number => (dilution === null ? 0 : 1000 / dilution);

/** What a volume of a product holds, in mg of anesthetic and of epinephrine. */
export function contentOf(product: AnestheticProduct, ml: number): { anestheticMg: number; epinephrineMg: number } {
  return {
    anestheticMg: mgPerMl(product.percent) * ml,
    epinephrineMg: epinephrineMgPerMl(product.epinephrineDilution) * ml,
  };
}
