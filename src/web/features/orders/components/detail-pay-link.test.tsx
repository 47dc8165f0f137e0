import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCaseDetail } from '../../../testing/case-detail-fixtures';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { DetailPayLink } from './detail-pay-link';

describe("the order detail's Pay", () => {
  it('pending payment: links to /mergePay with the order chosen and its patient searched', () => {
    renderSignedIn(<DetailPayLink detail={buildCaseDetail({ orderId: 57, patientName: 'Li Na', status: 21, dueAmount: 1200.5 })} />);
    expect(screen.getByRole('link', { name: 'Pay CN¥1,200.50' }).getAttribute('href')).toBe(
      '/mergePay?orderId=57&keyword=Li+Na',
    );
  });

  it('not for another status, nor for staff whose prices are hidden (no due amount sent)', () => {
    const { unmount } = renderSignedIn(<DetailPayLink detail={buildCaseDetail({ status: 22, dueAmount: 100 })} />);
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    const { dueAmount: _due, ...hidden } = buildCaseDetail({ status: 21 });
    renderSignedIn(<DetailPayLink detail={hidden as never} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
