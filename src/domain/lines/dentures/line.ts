import { findProductLine, PRODUCT_LINE_CODE } from '../../product-lines';
import type { LineDefinition } from '../line-definition';
import { DENTURE_STATUS_TABLE } from './statuses';

/**
 * Fixed dentures (product line 2) as the order core reads them: the spec's order type list entry and the status table.
 * Its wizard's data steps are `DENTURE_WIZARD` (./wizard.ts).
 */
export const DENTURE_LINE: LineDefinition = {
  ...findProductLine(PRODUCT_LINE_CODE.dentureTeeth),
  statusTable: DENTURE_STATUS_TABLE,
};
