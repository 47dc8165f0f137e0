import { findProductLine, PRODUCT_LINE_CODE } from '../../product-lines';
import type { LineDefinition } from '../line-definition';
import { DENTURE_STATUS_TABLE } from './statuses';

/**
 * Fixed dentures (product line 2) as the order core reads them: the spec's order type list entry, the status table
 * and the line's own permission (its factory's prices). Its wizard's data steps are `DENTURE_WIZARD` (./wizard.ts).
 */
export const DENTURE_LINE: LineDefinition<'factory:prices'> = {
  ...findProductLine(PRODUCT_LINE_CODE.dentureTeeth),
  statusTable: DENTURE_STATUS_TABLE,
  permissions: {
    /** Factory console: the factory's prices of fixed dentures (the cost settings: docs/orders.md, "Costs"). */
    'factory:prices': { uris: ['/userFactory/settings'], personas: ['factory:admin'] },
  },
};
