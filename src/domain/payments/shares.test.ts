import { describe, expect, it } from 'vitest';
import { paymentShares } from './shares';

describe('paymentShares, what each payment order takes from a coupon, the balance and the wallet', () => {
  it('splits the balance part by what is due, largest remainder, in payment-order order', () => {
    const shares = paymentShares(
      [
        { payId: 2, dueCents: 50_025 },
        { payId: 1, dueCents: 100_025 },
      ],
      { balanceCents: 100_000, useBalance: true },
    );
    expect(shares).toEqual([
      { payId: 1, dueCents: 100_025, couponCents: 0, balanceCents: 66_661, walletCents: 33_364 },
      { payId: 2, dueCents: 50_025, couponCents: 0, balanceCents: 33_339, walletCents: 16_686 },
    ]);
  });

  it('a balance that covers everything pays everything; without the balance the wallet pays it all', () => {
    const orders = [
      { payId: 1, dueCents: 300 },
      { payId: 2, dueCents: 1 },
    ];
    expect(paymentShares(orders, { balanceCents: 10_000, useBalance: true }).map((share) => share.walletCents)).toEqual(
      [0, 0],
    );
    expect(
      paymentShares(orders, { balanceCents: 10_000, useBalance: false }).map((share) => share.balanceCents),
    ).toEqual([0, 0]);
    expect(paymentShares(orders, { balanceCents: 0, useBalance: true }).map((share) => share.walletCents)).toEqual([
      300, 1,
    ]);
  });

  it('takes the coupon off first, by what is due, then the balance and the wallet share what is left', () => {
    const shares = paymentShares(
      [
        { payId: 1, dueCents: 300_000 },
        { payId: 2, dueCents: 100_001 },
      ],
      { balanceCents: 50_000, useBalance: true, couponCents: 10_000 },
    );
    expect(shares).toEqual([
      { payId: 1, dueCents: 300_000, couponCents: 7_500, balanceCents: 37_500, walletCents: 255_000 },
      { payId: 2, dueCents: 100_001, couponCents: 2_500, balanceCents: 12_500, walletCents: 85_001 },
    ]);
    for (const share of shares) expect(share.couponCents + share.balanceCents + share.walletCents).toBe(share.dueCents);
  });

  it('a coupon worth more than what is due takes no more than that, leaving nothing to pay', () => {
    expect(
      paymentShares([{ payId: 1, dueCents: 800 }], { balanceCents: 500, useBalance: true, couponCents: 2_000 }),
    ).toEqual([{ payId: 1, dueCents: 800, couponCents: 800, balanceCents: 0, walletCents: 0 }]);
  });

  it('nothing due: nothing from any source', () => {
    expect(
      paymentShares([{ payId: 1, dueCents: 0 }], { balanceCents: 500, useBalance: true, couponCents: 100 }),
    ).toEqual([{ payId: 1, dueCents: 0, couponCents: 0, balanceCents: 0, walletCents: 0 }]);
  });
});
