import { CasePhotos } from '../../components/cases/case-photos-slot';
import type { TCaseDetail } from '../../../domain/lines/aligners/detail';
import type { DetailSection } from '../../features/orders/detail-section';
import { CompletionSummary } from './sections/completion-summary';
import { DetailCaseData } from './sections/detail-case-data';
import { DetailShipments } from '../../features/orders/components/detail-shipments';
import { PlanReview } from './sections/plan-review';

/** What the aligner order detail shows besides the shell's header, conversation and timeline, in order. */
export const ALIGNER_DETAIL_SECTIONS: readonly DetailSection<TCaseDetail>[] = [
  { id: 'plans', Section: ({ detail }) => (detail.plans.length > 0 ? <PlanReview plans={detail.plans} /> : null) },
  {
    id: 'completion',
    Section: ({ detail }) => (detail.completion ? <CompletionSummary completion={detail.completion} /> : null),
  },
  { id: 'shipments', Section: ({ detail }) => <DetailShipments shipments={detail.shipments} /> },
  { id: 'photos', Section: ({ detail }) => (detail.imageStage ? <CasePhotos stage={detail.imageStage} /> : null) },
  { id: 'caseData', Section: ({ detail }) => <DetailCaseData detail={detail} /> },
];
