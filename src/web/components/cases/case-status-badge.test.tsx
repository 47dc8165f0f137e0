import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { PRODUCT_LINE_CODE } from '../../../domain/product-lines';
import { CaseStatusBadge, caseStatusGroup } from './case-status-badge';

const ALIGNERS = PRODUCT_LINE_CODE.invisible;
const DENTURES = PRODUCT_LINE_CODE.dentureTeeth;

describe('CaseStatusBadge', () => {
  it('colours a status by who the case waits for', () => {
    expect([1, 5, 10, 14, 21, 24, 25].map(caseStatusGroup)).toEqual(Array(7).fill('clinicAction'));
    expect([2, 4, 6, 8, 15, 16, 20, 22, 23].map(caseStatusGroup)).toEqual(Array(9).fill('factoryWorking'));
    expect(caseStatusGroup(26)).toBe('completed');
    expect([3, 27].map(caseStatusGroup)).toEqual(['stopped', 'stopped']);
    expect(caseStatusGroup(29)).toBe('ignored');
  });

  it('says the status in words; an aligner case at 26 reads "treatment completed", another line "passed"', () => {
    renderWithProviders(
      <>
        <CaseStatusBadge status={10} productLine={ALIGNERS} />
        <CaseStatusBadge status={26} productLine={ALIGNERS} />
        <CaseStatusBadge status={26} productLine={DENTURES} />
        <CaseStatusBadge status={26} productLine={DENTURES} wording="secondary" />
      </>,
    );
    expect(screen.getByText('plan to be reviewed').dataset.statusGroup).toBe('clinicAction');
    expect(screen.getAllByText('treatment completed')).toHaveLength(2);
    expect(screen.getByText('passed').dataset.statusGroup).toBe('completed');
  });
});
describe('CaseStatusBadge reasons', () => {
  it.each([5, 15, 48, 72])('a failed status (%i) says why', (status) => {
    renderWithProviders(<CaseStatusBadge status={status} productLine={ALIGNERS} reason="Photos are blurred" />);
    expect(screen.getByTestId('status-reason').textContent).toBe('Reason: Photos are blurred');
  });

  it('shows no reason for a status that did not fail, nor an empty one', () => {
    renderWithProviders(
      <>
        <CaseStatusBadge status={14} productLine={ALIGNERS} reason="Looks good" />
        <CaseStatusBadge status={5} productLine={ALIGNERS} reason="  " />
      </>,
    );
    expect(screen.queryByTestId('status-reason')).toBeNull();
  });
});
