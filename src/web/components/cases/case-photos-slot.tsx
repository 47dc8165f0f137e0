import { createContext, Suspense, useContext, type ReactNode } from 'react';
import type { TOrderDetail } from '../../../domain/orders/detail';

export type CaseImageStage = NonNullable<TOrderDetail['imageStage']>;
export type CasePhotosProps = { stage: CaseImageStage };

/**
 * The case's photos as the patient file shows them (thumbnails, count, the full-screen viewer). That gallery lives in
 * the images feature and features do not import each other: the app puts it here, and the order detail and the factory
 * case page show it through `CasePhotos`.
 */
const CasePhotosContext = createContext<((props: CasePhotosProps) => ReactNode) | null>(null);

export const CasePhotosProvider = CasePhotosContext.Provider;

export function CasePhotos({ stage }: CasePhotosProps) {
  const renderGallery = useContext(CasePhotosContext);
  return renderGallery ? <Suspense fallback={null}>{renderGallery({ stage })}</Suspense> : null;
}
