import { findProductLine, PRODUCT_LINE_CODE } from '../../product-lines';
import type { LineDefinition } from '../line-definition';
import { ALIGNER_STATUS_TABLE } from './statuses';

/**
 * Invisible aligners (product line 1) as the order core reads them: the spec's order type list entry (code, type key,
 * colour, intro, icon, routes: `src/domain/product-lines.ts`, which lists every line the spec names, served or not),
 * and the status table. Its wizard's data steps are `ALIGNER_WIZARD` (./wizard.ts).
 */
export const ALIGNER_LINE: LineDefinition = {
  ...findProductLine(PRODUCT_LINE_CODE.invisible),
  statusTable: ALIGNER_STATUS_TABLE,
};
