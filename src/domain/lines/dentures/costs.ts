import { fromCents } from '../../money';
import { unitsOf, type TRestoration } from './prosthetics';

/**
 * The costs of a fixed-denture order (spec section 3: grindCost, porcelainCost, subsDeposit, markUp, and their sum),
 * in integer cents. The prices are factory settings (the spec does not show them); each factory may change its own,
 * and an order is priced with its factory's settings when it is submitted (docs/orders.md, "Fixed dentures").
 */
export type DentureCostSettings = {
  /** Grinding an implant's abutment to the design, per implant unit. */
  grindUnitCents: number;
  /** Porcelain veneering, per unit that asks for porcelain. */
  porcelainUnitCents: number;
  /** Deposit per substitute implant analog the factory lends (refunded when it comes back). */
  subsDepositCents: number;
  /** How many units a bridge may have before it is a long bridge. */
  longBridgeThreshold: number;
  /** What each unit of a long bridge beyond the threshold adds. */
  longBridgeUnitCents: number;
};

/** The settings a factory has until its admin changes them. */
export const DEFAULT_DENTURE_COST_SETTINGS: DentureCostSettings = {
  grindUnitCents: 8_000,
  porcelainUnitCents: 30_000,
  subsDepositCents: 50_000,
  longBridgeThreshold: 6,
  longBridgeUnitCents: 20_000,
};

/** A long bridge's threshold: a bridge has 2 to 16 units. */
export const LONG_BRIDGE_THRESHOLD_MIN = 2;
export const LONG_BRIDGE_THRESHOLD_MAX = 16;

export type DentureCosts = {
  grindCents: number;
  porcelainCents: number;
  subsDepositCents: number;
  markUpCents: number;
  totalCents: number;
};

const times = (count: number, cents: number) => {
  const product = count * cents;
  if (!Number.isSafeInteger(product)) throw new RangeError(`Not whole cents: ${count} × ${cents}`);
  return product;
};

export function dentureCosts(restorations: readonly TRestoration[], settings: DentureCostSettings): DentureCosts {
  const units = unitsOf(restorations);
  const grindCents = times(units.filter((unit) => unit.implant).length, settings.grindUnitCents);
  const porcelainCents = times(units.filter((unit) => unit.porcelain).length, settings.porcelainUnitCents);
  const subsDepositCents = times(
    units.filter((unit) => unit.implant?.substituteAnalog).length,
    settings.subsDepositCents,
  );
  const unitsBeyond = restorations
    .filter((restoration) => restoration.kind === 'bridge')
    .reduce((sum, bridge) => sum + Math.max(0, bridge.units.length - settings.longBridgeThreshold), 0);
  const markUpCents = times(unitsBeyond, settings.longBridgeUnitCents);
  return {
    grindCents,
    porcelainCents,
    subsDepositCents,
    markUpCents,
    totalCents: grindCents + porcelainCents + subsDepositCents + markUpCents,
  };
}

/** The costs as the wire carries them (yuan; the price-field names every answer to hidden-price staff drops). */
export type TDentureCostsAnswer = {
  grindCost: number;
  porcelainCost: number;
  subsDeposit: number;
  markUp: number;
  totalPrice: number;
};

export function costsAnswer(costs: DentureCosts): TDentureCostsAnswer {
  return {
    grindCost: fromCents(costs.grindCents),
    porcelainCost: fromCents(costs.porcelainCents),
    subsDeposit: fromCents(costs.subsDepositCents),
    markUp: fromCents(costs.markUpCents),
    totalPrice: fromCents(costs.totalCents),
  };
}
