import { describe, expect, it } from 'vitest';
import { costsAnswer, DEFAULT_DENTURE_COST_SETTINGS, dentureCosts, type DentureCostSettings } from './costs';
import { ZRestoration } from './prosthetics';
import { bridge, crown, implantCrown, pontic, single } from './test-kit';

const settings: DentureCostSettings = {
  grindUnitCents: 100,
  porcelainUnitCents: 1_000,
  subsDepositCents: 10_000,
  longBridgeThreshold: 3,
  longBridgeUnitCents: 100_000,
};
const parse = (...restorations: object[]) => restorations.map((restoration) => ZRestoration.parse(restoration));
const teethBridge = (count: number) =>
  bridge(...[13, 12, 11, 21, 22, 23, 24, 25].slice(0, count).map((tooth) => crown(tooth, { porcelain: true })));

describe('denture costs', () => {
  it('cost nothing for plain crowns', () => {
    expect(dentureCosts(parse(single(crown(11)), bridge(crown(21), crown(22))), settings)).toEqual({
      grindCents: 0,
      porcelainCents: 0,
      subsDepositCents: 0,
      markUpCents: 0,
      totalCents: 0,
    });
  });

  it('grind each implant’s abutment, veneer each porcelain unit, and take a deposit per substitute analog', () => {
    const restorations = parse(
      single(implantCrown(36, { porcelain: true, implant: { ...implantCrown(36).implant!, substituteAnalog: true } })),
      bridge(implantCrown(44), pontic(45, { porcelain: true }), implantCrown(46)),
    );
    expect(dentureCosts(restorations, settings)).toEqual({
      grindCents: 300,
      porcelainCents: 2_000,
      subsDepositCents: 10_000,
      markUpCents: 0,
      totalCents: 12_300,
    });
  });

  it('charge a long bridge per unit beyond the threshold, and not at it', () => {
    expect(dentureCosts(parse(teethBridge(3)), settings).markUpCents).toBe(0);
    expect(dentureCosts(parse(teethBridge(4)), settings).markUpCents).toBe(100_000);
    expect(dentureCosts(parse(teethBridge(6)), settings)).toMatchObject({ markUpCents: 300_000, totalCents: 306_000 });
    // Each bridge on its own: two short bridges are not a long one.
    expect(dentureCosts(parse(teethBridge(3), bridge(crown(46), crown(47), crown(48))), settings).markUpCents).toBe(0);
  });

  it('have sensible defaults: a six-unit bridge is not long, a seven-unit one is', () => {
    expect(DEFAULT_DENTURE_COST_SETTINGS.longBridgeThreshold).toBe(6);
    expect(dentureCosts(parse(teethBridge(6)), DEFAULT_DENTURE_COST_SETTINGS).markUpCents).toBe(0);
    expect(dentureCosts(parse(teethBridge(7)), DEFAULT_DENTURE_COST_SETTINGS).markUpCents).toBe(
      DEFAULT_DENTURE_COST_SETTINGS.longBridgeUnitCents,
    );
  });

  it('refuse a sum that is not whole cents', () => {
    expect(() =>
      dentureCosts(parse(teethBridge(2)), { ...settings, porcelainUnitCents: Number.MAX_SAFE_INTEGER }),
    ).toThrow(RangeError);
  });

  it('go on the wire in yuan, under the price-field names', () => {
    expect(
      costsAnswer({
        grindCents: 8_000,
        porcelainCents: 30_050,
        subsDepositCents: 1,
        markUpCents: 0,
        totalCents: 38_051,
      }),
    ).toEqual({ grindCost: 80, porcelainCost: 300.5, subsDeposit: 0.01, markUp: 0, totalPrice: 380.51 });
  });
});
