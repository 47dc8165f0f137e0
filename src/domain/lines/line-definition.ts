import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';
import type { StatusTable } from '../orders/moves';

/** One step of a line's wizard: its id (the key of its part of the submitted data) and that part's schema. */
export type LineWizardStep = { id: string; schema: z.ZodType };

/**
 * What a product line declares (docs/orders.md, "What a line declares"): its entry of the spec's order type list
 * (code, type key, colour, name, intro, icon, brand image, detail and create routes), its status table and its
 * wizard's steps. The web's part (screens, detail sections, menu entry) is `src/web/lines/registry.ts`; the server's
 * (its tables) `src/server/lines/registry.ts`.
 */
export type LineDefinition = {
  code: number;
  type: string;
  color: string;
  name: MessageDescriptor;
  intro: MessageDescriptor;
  icon: string;
  brandImage: string;
  /** An order's detail address is `{detailRoute}/{orderId}?orderType=1`. */
  detailRoute: string;
  createRoute: string;
  statusTable: StatusTable;
  /** The data steps in order (a preview step has no data of its own and is not listed). */
  wizard: { steps: readonly LineWizardStep[] };
};

/** What a line's wizard submits: each step's part under its id (the union of the steps' schemas). */
export function lineSubmitSchema(line: Pick<LineDefinition, 'wizard'>) {
  return z.object(Object.fromEntries(line.wizard.steps.map((step) => [step.id, step.schema])));
}
