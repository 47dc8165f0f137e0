import { useEffect, useState } from 'react';
import { RULE_SETS } from '../../../../domain/anesthetics/rule-sets';

/** One line of "already given in this visit": a product and a number of cartridges, as typed. */
export type GivenLine = { key: number; productId: string; cartridges: string };

export type CalculatorForm = {
  weightKg: string;
  ageYears: string;
  ruleSetId: string;
  hasCardiacDisease: boolean;
  given: GivenLine[];
};

const STORAGE_KEY = 'cuspid.anestheticCalculator';

export const emptyCalculatorForm: CalculatorForm = {
  weightKg: '',
  ageYears: '',
  ruleSetId: RULE_SETS[0]!.id,
  hasCardiacDisease: false,
  given: [],
};

function readStored(): CalculatorForm {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    return stored
      ? { ...emptyCalculatorForm, ...(JSON.parse(stored) as Partial<CalculatorForm>) }
      : emptyCalculatorForm;
  } catch {
    return emptyCalculatorForm;
  }
}

/**
 * The calculator's input, kept for this tab (sessionStorage) so it survives a look at an explanation page and a
 * reload; it holds no name, only a weight and an age.
 */
export function useCalculatorForm() {
  const [form, setForm] = useState<CalculatorForm>(readStored);
  useEffect(() => {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(form));
    } catch {
      // Storage unavailable: the input lives as long as the page.
    }
  }, [form]);
  return [form, setForm] as const;
}
