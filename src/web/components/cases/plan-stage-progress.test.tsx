import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../domain/order-status';
import { PRODUCT_LINE_CODE } from '../../../domain/product-lines';
import { renderWithProviders } from '../../testing/render';
import { PlanStageProgress } from './plan-stage-progress';

const ALIGNERS = PRODUCT_LINE_CODE.invisible;

function stagesShown() {
  return within(screen.getByRole('list', { name: 'Plan stages' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('the plan-stage progress', () => {
  it('marks the stage a case in review is at, with its step, among the five on the way to completion', () => {
    renderWithProviders(<PlanStageProgress productLine={ALIGNERS} status={ORDER_STATUS.planToBeReviewed} />);
    expect(stagesShown()).toEqual([
      '✓Data collection',
      '✓Plan design',
      '3Plan review · pending',
      '4Production',
      '5Treatment complete',
    ]);
    const current = screen.getByRole('listitem', { current: 'step' });
    expect(current.textContent).toContain('Plan review · pending');
  });

  it('ends the way with Terminated for a case stopped in production', () => {
    renderWithProviders(<PlanStageProgress productLine={ALIGNERS} status={ORDER_STATUS.productionTerminated} />);
    expect(stagesShown().at(-1)).toBe('5Terminated');
    expect(stagesShown().join()).not.toContain('Treatment complete');
  });

  it('says the stage and how far along in a list row', () => {
    renderWithProviders(<PlanStageProgress productLine={ALIGNERS} status={ORDER_STATUS.inTransit} variant="compact" />);
    expect(screen.getByText('Production · shipped')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Plan stage 4 of 5' })).toBeTruthy();
  });

  it('draws nothing for a line not on the order core yet', () => {
    const { container } = renderWithProviders(
      <PlanStageProgress productLine={PRODUCT_LINE_CODE.sportsBraces} status={ORDER_STATUS.informationToComplete} />,
    );
    expect(container.querySelector('[data-testid="plan-stage"]')).toBeNull();
  });
});
