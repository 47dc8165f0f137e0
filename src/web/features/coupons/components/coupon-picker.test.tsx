import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TCouponOption } from '../../../../domain/coupons/contracts';
import { renderWithProviders } from '../../../testing/render';
import { CouponPicker } from './coupon-picker';

const validTo = Date.UTC(2026, 11, 31);
const options: TCouponOption[] = [
  {
    id: 7,
    name: '¥20 off any order',
    amount: 20,
    thresholdAmount: 0,
    validTo,
    usable: true,
    discountAmount: 20,
    shortfallAmount: null,
  },
  {
    id: 8,
    name: '¥100 off from ¥3,000',
    amount: 100,
    thresholdAmount: 3000,
    validTo,
    usable: false,
    discountAmount: 0,
    shortfallAmount: 0.01,
  },
  {
    id: 9,
    name: '¥500 off from ¥20,000',
    amount: 500,
    thresholdAmount: 20000,
    validTo,
    usable: false,
    discountAmount: 0,
    shortfallAmount: null,
  },
];

function Host({ onChange }: { onChange: (id: number | null) => void }) {
  const [selected, setSelected] = useState<number | null>(7);
  return (
    <CouponPicker
      coupons={options}
      selectedId={selected}
      onChange={(id) => {
        setSelected(id);
        onChange(id);
      }}
    />
  );
}

describe('CouponPicker', () => {
  it('shows the chosen coupon, its discount, and why the others cannot be chosen', () => {
    renderWithProviders(<Host onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Coupon' })).toBeTruthy();
    const usable = screen.getByRole('radio', { name: /¥20 off any order/ }) as HTMLInputElement;
    expect(usable.checked).toBe(true);
    expect(usable.disabled).toBe(false);
    expect(screen.getByText(/−CN¥20\.00|−¥20\.00/)).toBeTruthy();
    const near = screen.getByRole('radio', { name: /¥100 off from ¥3,000/ }) as HTMLInputElement;
    expect(near.disabled).toBe(true);
    expect(screen.getByText(/Add (CN)?¥0\.01 to use this coupon/)).toBeTruthy();
    const far = screen.getByRole('radio', { name: /¥500 off from ¥20,000/ }) as HTMLInputElement;
    expect(far.disabled).toBe(true);
    expect(screen.getAllByText(/to use this coupon/)).toHaveLength(1);
    expect(screen.getAllByText(/Orders from/)).toHaveLength(2);
    expect(screen.getByText(/No minimum/)).toBeTruthy();
  });

  it('changes to no coupon and back, one at a time', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Host onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'No coupon' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect((screen.getByRole('radio', { name: /¥20 off any order/ }) as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('radio', { name: /¥100 off from ¥3,000/ }));
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('radio', { name: /¥20 off any order/ }));
    expect(onChange).toHaveBeenLastCalledWith(7);
  });

  it('shows nothing without coupons', () => {
    const { container } = renderWithProviders(
      <CouponPicker coupons={[]} selectedId={null} onChange={() => undefined} />,
    );
    expect(container.querySelector('fieldset')).toBeNull();
  });
});
