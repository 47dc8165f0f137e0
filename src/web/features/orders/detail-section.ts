import type { ComponentType } from 'react';
import type { TOrderDetail } from '../../../domain/orders/detail';

/** One of a line's sections of the order detail (src/web/lines/<line>/detail-sections.tsx), drawn in the main column. */
export type DetailSection<D extends TOrderDetail = TOrderDetail> = {
  id: string;
  Section: ComponentType<{ detail: D }>;
};
