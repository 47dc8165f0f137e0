import type { ComponentType } from 'react';
import type { TCaseDetail } from '../../../domain/lines/aligners/detail';

/** One of a line's sections of the order detail (src/web/lines/<line>/detail-sections.tsx), drawn in the main column. */
export type DetailSection = { id: string; Section: ComponentType<{ detail: TCaseDetail }> };
