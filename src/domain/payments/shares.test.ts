import { describe, expect, it } from 'vitest';
import { paymentShares } from './shares';

describe('paymentShares, what each payment order takes from the balance and the wallet', () => {
  it('splits the balance part by what is due, largest remainder, in payment-order order', () => {
    const shares = paymentShares(
      [
        { payId: 2, dueCents: 50_025 },
        { payId: 1, dueCents: 100_025 },
      ],
      100_000,
      true,
    );
    expect(shares).toEqual([
      { payId: 1, dueCents: 100_025, balanceCents: 66_661, walletCents: 33_364 },
      { payId: 2, dueCents: 50_025, balanceCents: 33_339, walletCents: 16_686 },
    ]);
  });

  it('a balance that covers everything pays everything; without the balance the wallet pays it all', () => {
    const orders = [
      { payId: 1, dueCents: 300 },
      { payId: 2, dueCents: 1 },
    ];
    expect(paymentShares(orders, 10_000, true).map((share) => share.walletCents)).toEqual([0, 0]);
    expect(paymentShares(orders, 10_000, false).map((share) => share.balanceCents)).toEqual([0, 0]);
    expect(paymentShares(orders, 0, true).map((share) => share.walletCents)).toEqual([300, 1]);
  });

  it('nothing due: nothing from either source', () => {
    expect(paymentShares([{ payId: 1, dueCents: 0 }], 500, true)).toEqual([
      { payId: 1, dueCents: 0, balanceCents: 0, walletCents: 0 },
    ]);
  });
});
