import type { MessageDescriptor } from '@lingui/core';
import type { ZodType } from 'zod';
import type { Grant } from '../accounts/grants';
import type { StatusTable } from '../orders/moves';

/** One step of a line's wizard: its id (the key of its part of the submitted data) and that part's schema. */
export type LineWizardStep = { id: string; schema: ZodType };

/**
 * A line's wizard: its data steps in order (a preview step has no data of its own and is not listed). Declared in the
 * line's folder apart from its definition (`<line>/wizard.ts`): the schemas bring zod, which the first route must not
 * load, while the definition (routes, status table) is read on every page.
 */
export type LineWizard = { steps: readonly LineWizardStep[] };

/**
 * What a product line declares (docs/orders.md, "What a line declares"): its entry of the spec's order type list
 * (code, type key, colour, name, intro, icon, brand image, detail and create routes), its status table and its own
 * permissions; its
 * wizard's steps are its `LineWizard`. The web's part (screens, detail sections, menu entry) is `src/web/lines/registry.ts`; the server's
 * (its tables) `src/server/lines/registry.ts`.
 */
export type LineDefinition<Permission extends string = never> = {
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
  /**
   * The line's own rows of the permission matrix (src/domain/accounts/permissions.ts), by button code: added after the
   * core's, a code the core or another line has being an error. `Permission` keeps the codes for `PermissionCode`.
   */
  permissions?: Readonly<Record<Permission, Grant>>;
};
