import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AnestheticDrug } from './drugs';
import { sourced, type Sourced } from './sources';

/** A limit: mg per kg of body weight and an absolute cap in mg; either may be missing from a source. */
export type DoseLimit = { mgPerKg: Sourced<number> | null; maxMg: Sourced<number> | null };

/**
 * One drug's rule in one rule set. `minAgeYears`: not given below this age. `child`: the limit below `belowAgeYears`
 * instead of the adult one. `elderly`: from `fromAgeYears` the limit is multiplied by `factor`.
 */
export type DoseRule = {
  adult: DoseLimit;
  minAgeYears?: Sourced<number>;
  child?: DoseLimit & { belowAgeYears: Sourced<number> };
  elderly?: { fromAgeYears: Sourced<number>; factor: Sourced<number> };
};

export type RuleSetId = 'fdaLabel' | 'paediatricConservative' | 'chinaLabel';

export type RuleSet = {
  id: RuleSetId;
  name: MessageDescriptor;
  description: MessageDescriptor;
  /** Drugs the source gives no limit for are left out: the calculator says so instead of guessing. */
  rules: Partial<Record<AnestheticDrug, DoseRule>>;
};

const limit = (mgPerKg: Sourced<number> | null, maxMg: Sourced<number> | null): DoseLimit => ({ mgPerKg, maxMg });

// Every figure below is quoted from the source named beside it (sources.ts); docs/tools.md lists them in a table.
const fdaLabel: RuleSet = {
  id: 'fdaLabel',
  name: msg`US labels (FDA)`,
  description: msg`Maximum doses from the US prescribing information of each dental cartridge.`,
  rules: {
    lidocaineWithEpinephrine: { adult: limit(sourced(7, 'fdaLidocaineDental'), sourced(500, 'fdaLidocaineDental')) },
    lidocainePlain: { adult: limit(sourced(4.5, 'fdaLidocainePlain'), sourced(300, 'fdaLidocainePlain')) },
    // The label gives no absolute cap for articaine; safety under 4 years is not established.
    articaine: { adult: limit(sourced(7, 'fdaArticaine'), null), minAgeYears: sourced(4, 'fdaArticaine') },
    mepivacaine: { adult: limit(sourced(6.6, 'fdaMepivacaine'), sourced(400, 'fdaMepivacaine')) },
    prilocaine: { adult: limit(sourced(8, 'fdaPrilocaine'), sourced(600, 'fdaPrilocaine')) },
    // The label gives a cap only, and does not recommend bupivacaine under 12 years.
    bupivacaine: { adult: limit(null, sourced(90, 'fdaBupivacaine')), minAgeYears: sourced(12, 'fdaBupivacaine') },
  },
};

const aapd = (mgPerKg: number, maxMg: number): DoseLimit =>
  limit(sourced(mgPerKg, 'aapdPaediatric'), sourced(maxMg, 'aapdPaediatric'));

const paediatricConservative: RuleSet = {
  id: 'paediatricConservative',
  name: msg`Conservative paediatric (AAPD)`,
  description: msg`The lower maximum doses the American Academy of Pediatric Dentistry recommends for children.`,
  rules: {
    lidocaineWithEpinephrine: { adult: aapd(4.4, 300) },
    lidocainePlain: { adult: aapd(4.4, 300) },
    articaine: { adult: aapd(7, 500), minAgeYears: sourced(4, 'aapdPaediatric') },
    mepivacaine: { adult: aapd(4.4, 300) },
    prilocaine: { adult: aapd(8, 600) },
    bupivacaine: { adult: aapd(1.3, 90), minAgeYears: sourced(12, 'fdaBupivacaine') },
  },
};

const chinaLabel: RuleSet = {
  id: 'chinaLabel',
  name: msg`Chinese label (articaine)`,
  description: msg`The Chinese package insert of articaine with epinephrine: children from 4 years at 5 mg/kg, not under 4, half the dose for the elderly.`,
  rules: {
    articaine: {
      adult: limit(sourced(7, 'chinaArticaine'), null),
      minAgeYears: sourced(4, 'chinaArticaine'),
      // The insert says "children"; 18 years (adulthood in Chinese law) is where Cuspid ends childhood.
      child: { ...limit(sourced(5, 'chinaArticaine'), null), belowAgeYears: sourced(18, 'projectDecision') },
      // The insert halves the dose for the elderly without an age; Cuspid takes 65 years.
      elderly: { fromAgeYears: sourced(65, 'projectDecision'), factor: sourced(0.5, 'chinaArticaine') },
    },
  },
};

export const RULE_SETS: readonly RuleSet[] = [fdaLabel, paediatricConservative, chinaLabel];

export function findRuleSet(id: string): RuleSet | undefined {
  return RULE_SETS.find((set) => set.id === id);
}

/** The epinephrine ceiling of one visit: about 0.2 mg for a healthy adult, 0.04 mg with cardiovascular disease. */
export const EPINEPHRINE_CEILING_MG = {
  healthy: sourced(0.2, 'malamedEpinephrine'),
  cardiac: sourced(0.04, 'malamedEpinephrine'),
} as const;
