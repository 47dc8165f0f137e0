import { screen } from '@testing-library/react';
import { Trans } from '@lingui/react/macro';
import { describe, expect, it } from 'vitest';
import type { TCaseEvent } from '../../../domain/orders/events';
import { PRODUCT_LINE_CODE } from '../../../domain/product-lines';
import { renderWithProviders } from '../../testing/render';
import { CaseTimeline } from './case-timeline';

const event = (overrides: Partial<TCaseEvent>): TCaseEvent => ({
  id: 1,
  kind: 'status',
  fromStatus: 1,
  toStatus: 2,
  stageNo: 1,
  actorName: 'Dr Ada',
  actorSide: 'clinic',
  reason: null,
  attachments: [],
  detail: {},
  createdAt: Date.UTC(2025, 4, 14, 10, 42),
  ...overrides,
});

describe("the statuses in the order line's wording", () => {
  it('reads 26 as "treatment completed" on an aligner case, as "passed" on a line without that wording', () => {
    const completed = [event({ fromStatus: 25, toStatus: 26 })];
    const aligner = renderWithProviders(<CaseTimeline events={completed} productLine={PRODUCT_LINE_CODE.invisible} />);
    expect(aligner.container.textContent).toContain('treatment completed');
    aligner.unmount();
    const retainer = renderWithProviders(<CaseTimeline events={completed} productLine={PRODUCT_LINE_CODE.retainer} />);
    expect(retainer.container.textContent).toContain('passed');
    expect(retainer.container.textContent).not.toContain('treatment completed');
  });
});

describe('user text inside translated messages', () => {
  it.each(['<b>x</b>', '<0>y</0>', '<1/>', 'a < b > c'])(
    'shows %s exactly as typed, in a reason and a name',
    (typed) => {
      const { container } = renderWithProviders(
        <CaseTimeline
          events={[event({ reason: typed, actorName: typed })]}
          productLine={PRODUCT_LINE_CODE.invisible}
        />,
      );
      expect(screen.getByText(`Reason: ${typed}`).tagName).toBe('P');
      expect(container.textContent).toContain(`by ${typed} (Clinic)`);
      expect(container.querySelector('li b')).toBeNull();
    },
  );

  it('keeps numbers numbers and the message’s own markup', () => {
    const count = 3;
    const name = '<0>Ann</0>';
    const { container } = renderWithProviders(
      <p>
        <Trans>
          {count} photos of <strong>{name}</strong>
        </Trans>
      </p>,
    );
    expect(container.querySelector('strong')?.textContent).toBe(name);
    expect(container.textContent).toBe(`3 photos of ${name}`);
  });
});
