import { useState } from 'react';
import { TOOTH_NOTATIONS, type ToothNotation } from '../../../domain/lines/dentures/teeth';

/**
 * The tooth notation the user reads charts in (FDI, Universal or Palmer), remembered on this device: a new order's
 * chart opens in it. Orders store FDI numbers whatever it is.
 */
const KEY = 'cuspid:tooth-notation';

export function rememberedNotation(): ToothNotation {
  try {
    const stored = localStorage.getItem(KEY);
    return TOOTH_NOTATIONS.find((notation) => notation === stored) ?? 'fdi';
  } catch {
    return 'fdi';
  }
}

export function rememberNotation(notation: ToothNotation): void {
  try {
    localStorage.setItem(KEY, notation);
  } catch {
    // Storage refused (private mode, full): the chart still shows the choice for this order.
  }
}

/** The remembered notation as state: a change is remembered for the next chart too. */
export function useRememberedNotation(): [ToothNotation, (notation: ToothNotation) => void] {
  const [notation, setNotation] = useState(rememberedNotation);
  return [
    notation,
    (next) => {
      rememberNotation(next);
      setNotation(next);
    },
  ];
}
