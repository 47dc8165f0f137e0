import { describe, expect, it } from 'vitest';
import { layoutTeeth, MALOCCLUSIONS, type Malocclusion, type ToothPlacement } from './tooth-layout';

const tooth = (teeth: ToothPlacement[], jaw: 'upper' | 'lower', index: number) =>
  teeth.find((t) => t.jaw === jaw && t.index === index)!;

/** The scene's measurements at the patient's left central incisors (index 7). */
function measure(malocclusion: Malocclusion) {
  const teeth = layoutTeeth(malocclusion);
  const upper = tooth(teeth, 'upper', 7);
  const lower = tooth(teeth, 'lower', 7);
  return {
    teeth,
    overjet: upper.archZ - lower.archZ,
    overbite: lower.y + lower.height / 2 - (upper.y - upper.height / 2),
  };
}

/** Distance between neighbouring teeth of one arch, minus their half widths: negative when they overlap. */
function gapsOf(teeth: ToothPlacement[], jaw: 'upper' | 'lower'): number[] {
  const arch = teeth.filter((t) => t.jaw === jaw).sort((a, b) => a.index - b.index);
  return arch
    .slice(1)
    .map(
      (next, i) =>
        Math.hypot(next.archX - arch[i]!.archX, next.archZ - arch[i]!.archZ) - (next.width + arch[i]!.width) / 2,
    );
}

describe('the 3D symptom scenes', () => {
  it('has 14 teeth in each arch of every scene, placed symmetrically', () => {
    for (const malocclusion of MALOCCLUSIONS) {
      const teeth = layoutTeeth(malocclusion);
      expect(teeth.filter((t) => t.jaw === 'upper').map((t) => t.index)).toEqual([...Array(14).keys()]);
      expect(teeth.filter((t) => t.jaw === 'lower')).toHaveLength(14);
      expect(tooth(teeth, 'upper', 0).x).toBeCloseTo(-tooth(teeth, 'upper', 13).x, 6);
    }
  });

  it('shows a normal bite with about 2 mm overjet and overbite and teeth touching without gaps', () => {
    const normal = measure('normal');
    expect(normal.overjet).toBeCloseTo(2, 1);
    expect(normal.overbite).toBeCloseTo(2, 1);
    // Neighbours along a curve sit closer than their widths (the chord is shorter than the arc, most at the broad
    // lower molars): they touch, never with a gap, and never overlap as much as crowded teeth do.
    for (const gap of [...gapsOf(normal.teeth, 'upper'), ...gapsOf(normal.teeth, 'lower')]) {
      expect(gap).toBeLessThan(0.05);
      expect(gap).toBeGreaterThan(-1);
    }
  });

  it('overlaps the crowded front teeth and opens gaps between spaced ones', () => {
    const frontGaps = (malocclusion: Malocclusion) => gapsOf(layoutTeeth(malocclusion), 'upper').slice(4, 9);
    expect(Math.min(...frontGaps('crowding'))).toBeLessThan(-1);
    expect(Math.min(...frontGaps('normal'))).toBeGreaterThan(-0.2);
    expect(Math.min(...frontGaps('spacing'))).toBeGreaterThan(1.4);
  });

  it('makes each vertical and horizontal problem measurable', () => {
    expect(measure('deepBite').overbite).toBeGreaterThan(5);
    expect(measure('openBite').overbite).toBeLessThan(-2.5);
    expect(measure('crossbite').overjet).toBeLessThan(-1.5);
    expect(measure('overjet').overjet).toBeGreaterThan(7.5);
    // In the crossbite the lower incisors stand in front; in every other scene behind.
    for (const malocclusion of MALOCCLUSIONS.filter((m) => m !== 'crossbite'))
      expect(measure(malocclusion).overjet).toBeGreaterThan(1.5);
  });
});
