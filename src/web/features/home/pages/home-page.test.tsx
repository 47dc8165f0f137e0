import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRODUCT_LINES } from '../../../../domain/product-lines';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { HomePage } from './home-page';

const nineLines = PRODUCT_LINES.filter((line) => line.type !== 'mall');

describe('/home, the worktable', () => {
  it('greets the user and lists the nine product lines, each "Coming soon" and not a link while no order form exists', () => {
    renderSignedIn(<HomePage isRouteAvailable={() => false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Worktable' })).toBeTruthy();
    expect(screen.getByText('Hello, Dr. Ada Lin')).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: 'Product lines' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      nineLines.map((line) => line.name.message),
    );
    for (const card of cards) {
      expect(within(card).getByText('Coming soon')).toBeTruthy();
      expect(within(card).queryByRole('link')).toBeNull();
    }
  });

  it('links a line to its create route once the route table has it', () => {
    const available = new Set(['/dentureTeethCreateOrder', '/confirmOrder']);
    renderSignedIn(<HomePage isRouteAvailable={(path) => available.has(path.split('?')[0] ?? '')} />);
    expect(screen.getByRole('link', { name: /Fixed dentures/ }).getAttribute('href')).toBe('/dentureTeethCreateOrder');
    expect(screen.getByRole('link', { name: /Invisible aligners/ }).getAttribute('href')).toBe('/confirmOrder?type=1');
    expect(screen.getAllByText('Coming soon')).toHaveLength(7);
  });
});
