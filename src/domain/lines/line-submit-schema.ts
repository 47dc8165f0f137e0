import { z } from 'zod';
import type { LineWizard } from './line-definition';

/** What a line's wizard submits: each step's part under its id (the union of the steps' schemas). */
export function lineSubmitSchema(wizard: LineWizard) {
  return z.object(Object.fromEntries(wizard.steps.map((step) => [step.id, step.schema])));
}
