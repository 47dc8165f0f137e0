import { TOOTH_NO_PATTERN } from '../../../../domain/images/image-schemas';

/**
 * What the dentist typed ("11 21, 22；31") as the stored form: FDI numbers joined by commas, each once, in the
 * order typed. Spaces, commas (Latin or Chinese), semicolons and the Chinese enumeration comma all separate.
 */
export function normalizeToothNumbers(text: string): string {
  const numbers = text.split(/[\s,，;；、]+/).filter(Boolean);
  return [...new Set(numbers)].join(',');
}

/** Whether the normalised text is empty (a whole-mouth photo) or valid FDI numbers (11-48, 51-85). */
export function isValidToothNumbers(normalized: string): boolean {
  return TOOTH_NO_PATTERN.test(normalized);
}
