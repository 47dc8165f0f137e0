import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { StageStaleWarning } from './stage-stale-warning';

const WARNING =
  'Patient image data should be submitted within 3 months: these photos are older; take new ones for a new case.';

function isWarned(stageTime: string, today: string): boolean {
  const { unmount } = renderWithProviders(<StageStaleWarning stageTime={stageTime} today={today} />);
  const shown = screen.queryByText(WARNING) !== null;
  unmount();
  return shown;
}

describe('StageStaleWarning (spec: image data within 3 months)', () => {
  it('stays quiet up to exactly three months and warns from the day after', () => {
    expect(isWarned('2026-02-10', '2026-05-09')).toBe(false);
    expect(isWarned('2026-02-10', '2026-05-10')).toBe(false);
    expect(isWarned('2026-02-10', '2026-05-11')).toBe(true);
  });

  it('counts months as people do at a month end: 30 November plus 3 months is the end of February', () => {
    expect(isWarned('2025-11-30', '2026-02-28')).toBe(false);
    expect(isWarned('2025-11-30', '2026-03-01')).toBe(true);
    expect(isWarned('2023-11-30', '2024-02-29')).toBe(false);
    expect(isWarned('2023-11-30', '2024-03-01')).toBe(true);
  });

  it('crosses the year and says nothing for a stage of today or without a date', () => {
    expect(isWarned('2025-10-31', '2026-01-31')).toBe(false);
    expect(isWarned('2025-10-31', '2026-02-01')).toBe(true);
    expect(isWarned('2026-05-10', '2026-05-10')).toBe(false);
    expect(isWarned('', '2026-05-10')).toBe(false);
  });

  it('is announced as a warning status', () => {
    renderWithProviders(<StageStaleWarning stageTime="2020-01-01" today="2026-05-10" />);
    expect(screen.getByRole('status').textContent).toBe(WARNING);
  });
});
