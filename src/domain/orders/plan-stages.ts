/**
 * Where a case stands, in the words of spec section 4's plan stages: data collection, plan design, plan review
 * (pending, passed, failed), production (in production, shipped, received), treatment complete, terminated. Each
 * line's status table says, per status, which stage (and step within it) a case in that status is at; the order
 * detail and the case list draw it as a progress, so a doctor reads where a case stands without knowing codes.
 */

/** The stages in the order a case goes through them; `terminated` ends a case early, in place of completion. */
export const PLAN_STAGES = [
  'dataCollection',
  'planDesign',
  'planReview',
  'production',
  'treatmentComplete',
  'terminated',
] as const;
export type PlanStage = (typeof PLAN_STAGES)[number];

export type PlanReviewStep = 'pending' | 'passed' | 'failed';
export type ProductionStep = 'inProduction' | 'shipped' | 'received';

/** A status's place among the plan stages: the stage, with its step where the stage has steps. */
export type PlanStagePlace =
  | { stage: 'dataCollection' | 'planDesign' | 'treatmentComplete' | 'terminated' }
  | { stage: 'planReview'; step: PlanReviewStep }
  | { stage: 'production'; step: ProductionStep };

/** The stages a progress draws for a case: the way to completion, or to termination when it ended early. */
export function progressStages(place: PlanStagePlace): readonly PlanStage[] {
  const way = PLAN_STAGES.filter((stage) => stage !== 'terminated' && stage !== 'treatmentComplete');
  return place.stage === 'terminated' ? [...way, 'terminated'] : [...way, 'treatmentComplete'];
}

/** The stage's position in the case's progress (1-based) and the progress's length. */
export function stagePosition(place: PlanStagePlace): { index: number; count: number } {
  const stages = progressStages(place);
  return { index: stages.indexOf(place.stage) + 1, count: stages.length };
}
