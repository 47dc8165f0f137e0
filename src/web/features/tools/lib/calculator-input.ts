import { findProduct } from '../../../../domain/anesthetics/drugs';
import type { DoseInput } from '../../../../domain/anesthetics/dose-calculation';
import type { CalculatorForm } from '../hooks/use-calculator-form';

const toNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The form as the dose rules take it: cartridges already given become mL with each product's usual cartridge. */
export function toDoseInput(form: CalculatorForm): DoseInput {
  return {
    weightKg: toNumber(form.weightKg),
    ageYears: toNumber(form.ageYears),
    ruleSetId: form.ruleSetId,
    hasCardiacDisease: form.hasCardiacDisease,
    given: form.given
      .filter((line) => line.cartridges.trim() !== '')
      .map((line) => ({
        productId: line.productId,
        ml: Number(line.cartridges) * (findProduct(line.productId)?.cartridgeMl ?? Number.NaN),
      })),
  };
}
