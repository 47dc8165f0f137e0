import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The teeth of the 3D symptom scenes (/diseaseSimulation): two schematic arches a dentist turns in front of a patient
 * to show what a malocclusion is. Millimetres; x to the patient's left, y up (the occlusal plane at 0), z forward.
 * Pure numbers, so the scenes' defining measurements (overjet, overbite, gaps) are tested without a browser.
 */
export const MALOCCLUSIONS = ['normal', 'crowding', 'spacing', 'deepBite', 'openBite', 'crossbite', 'overjet'] as const;
export type Malocclusion = (typeof MALOCCLUSIONS)[number];

export const malocclusionNames: Record<Malocclusion, MessageDescriptor> = {
  normal: msg`Normal bite`,
  crowding: msg`Crowding`,
  spacing: msg`Spacing`,
  deepBite: msg`Deep bite`,
  openBite: msg`Open bite`,
  crossbite: msg`Anterior crossbite`,
  overjet: msg`Increased overjet`,
};

export const malocclusionDescriptions: Record<Malocclusion, MessageDescriptor> = {
  normal: msg`The upper front teeth sit about 2 mm in front of the lower ones and cover about 2 mm of them; the teeth touch side by side without gaps.`,
  crowding: msg`There is not enough room in the arch: the front teeth overlap, turn and stand in front of or behind one another. Crowded teeth are harder to clean.`,
  spacing: msg`There is more room than the teeth need: gaps open between the front teeth. Food can catch in them and they can affect speech and appearance.`,
  deepBite: msg`The upper front teeth cover the lower ones too far, here about 5 mm. The lower teeth can bite into the gum behind the upper teeth and wear.`,
  openBite: msg`The front teeth do not meet when the back teeth bite together: a vertical gap stays open, which makes biting off food and some sounds difficult.`,
  crossbite: msg`The lower front teeth bite in front of the upper ones instead of behind them. It can wear the teeth and guide the jaw forward.`,
  overjet: msg`The upper front teeth stand far in front of the lower ones, here about 8 mm, and tip forward. They are more easily injured and the lips may not close over them.`,
};

export type Jaw = 'upper' | 'lower';
export type ToothPlacement = {
  jaw: Jaw;
  /** 0–13 from the patient's right second molar to the left second molar. */
  index: number;
  /** Where the crown's outer face meets the arch curve (x, z): neighbours are spaced along it. */
  archX: number;
  archZ: number;
  /** The crown's centre. */
  x: number;
  y: number;
  z: number;
  /** Turn about the vertical axis (radians): facing out of the arch, plus any rotation of the tooth. */
  turn: number;
  /** Forward tip of the crown (radians, proclination). */
  tip: number;
  width: number;
  height: number;
  depth: number;
};

// Mesiodistal widths (mm) from the central incisor to the second molar: typical adult values.
const WIDTHS: Record<Jaw, readonly number[]> = {
  upper: [8.5, 6.5, 7.5, 7, 6.5, 10, 9],
  lower: [5.5, 6, 7, 7, 7, 11, 10.5],
};
const HEIGHTS: Record<Jaw, readonly number[]> = {
  upper: [10.5, 9, 10, 8.5, 8, 7.5, 7],
  lower: [9, 9, 10, 8, 8, 7.5, 7],
};
const DEPTHS: readonly number[] = [7, 6.5, 8, 9, 9, 11, 10.5];
/** How curved each arch is (z = −a·x²); the lower arch sits inside the upper one. */
const ARCH_CURVE: Record<Jaw, number> = { upper: 0.045, lower: 0.052 };
/** Front teeth: incisors and canines. */
const ANTERIOR = 3;

type SceneParameters = {
  /** Horizontal distance from the lower to the upper incisors' labial faces (mm); negative is a crossbite. */
  overjet: number;
  /** Vertical overlap of the incisors (mm); negative is an open bite. */
  overbite: number;
  /** Gap between neighbouring front teeth (mm); negative overlaps them. */
  anteriorGap: number;
  /** Front teeth turned (radians) and pushed in and out (mm), alternately. */
  anteriorTurn: number;
  anteriorShift: number;
  /** Forward tip of the upper incisors (radians). */
  upperTip: number;
};

export const SCENES: Record<Malocclusion, SceneParameters> = {
  normal: { overjet: 2, overbite: 2, anteriorGap: 0, anteriorTurn: 0, anteriorShift: 0, upperTip: 0.2 },
  crowding: { overjet: 2, overbite: 2, anteriorGap: -1.2, anteriorTurn: 0.35, anteriorShift: 1.3, upperTip: 0.2 },
  spacing: { overjet: 2, overbite: 2, anteriorGap: 1.8, anteriorTurn: 0, anteriorShift: 0, upperTip: 0.2 },
  deepBite: { overjet: 2.5, overbite: 5.5, anteriorGap: 0, anteriorTurn: 0, anteriorShift: 0, upperTip: 0.1 },
  openBite: { overjet: 2, overbite: -3, anteriorGap: 0, anteriorTurn: 0, anteriorShift: 0, upperTip: 0.2 },
  crossbite: { overjet: -2, overbite: 1.5, anteriorGap: 0, anteriorTurn: 0, anteriorShift: 0, upperTip: 0.05 },
  overjet: { overjet: 8, overbite: 3, anteriorGap: 0.6, anteriorTurn: 0, anteriorShift: 0, upperTip: 0.45 },
};

/** Arc length of z = −a·x² from 0 to x. */
function arcLength(a: number, x: number): number {
  const u = 2 * a * x;
  return (u * Math.sqrt(1 + u * u) + Math.asinh(u)) / (4 * a);
}

/** The x at which the arc from the midline is `length` long (bisection; the arc grows with x). */
function xAtArcLength(a: number, length: number): number {
  let low = 0;
  let high = length;
  for (let step = 0; step < 60; step += 1) {
    const middle = (low + high) / 2;
    if (arcLength(a, middle) < length) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** Where the arch curve puts a central incisor's labial face (before any offset). */
function centralIncisorZ(jaw: Jaw, scene: SceneParameters): number {
  const a = ARCH_CURVE[jaw];
  const x = xAtArcLength(a, scene.anteriorGap / 2 + WIDTHS[jaw][0]! / 2);
  return -a * x * x;
}

function archOf(jaw: Jaw, scene: SceneParameters): ToothPlacement[] {
  const a = ARCH_CURVE[jaw];
  const sign = jaw === 'upper' ? 1 : -1;
  // The lower arch sits back so that the central incisors' labial faces are the overjet apart.
  const zOffset =
    jaw === 'upper' ? 0 : centralIncisorZ('upper', scene) - centralIncisorZ('lower', scene) - scene.overjet;
  const teeth: ToothPlacement[] = [];
  for (const side of [-1, 1] as const) {
    let along = 0;
    WIDTHS[jaw].forEach((width, position) => {
      const isAnterior = position < ANTERIOR;
      const gap = isAnterior ? scene.anteriorGap : 0;
      // Half the midline gap on each side of the midline.
      along += (position === 0 ? gap / 2 : gap) + width / 2;
      const x = xAtArcLength(a, along) * side;
      along += width / 2;
      const slope = -2 * a * x;
      const facing = Math.atan(slope);
      const height = HEIGHTS[jaw][position]!;
      const depth = DEPTHS[position]!;
      const alternate = (position + (side === 1 ? 1 : 0)) % 2 === 0 ? 1 : -1;
      const shift = isAnterior ? scene.anteriorShift * alternate : 0;
      // Front teeth reach past the occlusal plane by half the overbite each (an open bite leaves them short of it).
      const reach = isAnterior ? scene.overbite / 2 : 0;
      const centreY = sign * (height / 2 - reach);
      // The outward normal of the arch at x; the crown's centre lies half its depth inside the curve.
      const normalLength = Math.hypot(2 * a * x, 1);
      const [normalX, normalZ] = [(2 * a * x) / normalLength, 1 / normalLength];
      const archZ = -a * x * x + zOffset;
      const inward = depth / 2 - shift;
      teeth.push({
        jaw,
        index: side === -1 ? 6 - position : 7 + position,
        archX: x,
        archZ,
        x: x - normalX * inward,
        y: centreY,
        z: archZ - normalZ * inward,
        turn: -facing + (isAnterior ? scene.anteriorTurn * alternate : 0),
        tip: jaw === 'upper' && position < 2 ? scene.upperTip : 0,
        width,
        height,
        depth,
      });
    });
  }
  return teeth.sort((first, second) => first.index - second.index);
}

/** Both arches of a scene: 14 upper and 14 lower teeth. */
export function layoutTeeth(malocclusion: Malocclusion): ToothPlacement[] {
  const scene = SCENES[malocclusion];
  return [...archOf('upper', scene), ...archOf('lower', scene)];
}
