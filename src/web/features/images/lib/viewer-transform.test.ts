import { describe, expect, it } from 'vitest';
import {
  clampPan,
  FITTED,
  fittedSize,
  MAX_ZOOM,
  panBy,
  quarterTurnsOf,
  sidewaysScale,
  wheelFactor,
  zoomAbout,
} from './viewer-transform';

const box = { width: 1000, height: 800 };
const landscape = { width: 4000, height: 3000 };

describe('viewer transform', () => {
  it('counts a rotation as clockwise quarter turns', () => {
    expect([0, 90, 180, 270, 360, -90, -180, 450].map(quarterTurnsOf)).toEqual([0, 1, 2, 3, 0, 3, 2, 1]);
  });

  it('fits the photo in the box, turned or not', () => {
    expect(fittedSize(landscape, box, 0)).toEqual({ width: 1000, height: 750 });
    expect(fittedSize(landscape, box, 1)).toEqual({ width: 600, height: 800 });
    expect(fittedSize(landscape, box, 2)).toEqual({ width: 1000, height: 750 });
    expect(fittedSize(landscape, { width: 0, height: 800 }, 0)).toEqual({ width: 0, height: 0 });
  });

  it('shrinks a photo turned sideways by CSS so it still fits', () => {
    expect(sidewaysScale(landscape, box, 0)).toBe(1);
    expect(sidewaysScale(landscape, box, 2)).toBe(1);
    // Upright it is 1000 wide; sideways that width becomes its height, which may be only 800.
    expect(sidewaysScale(landscape, box, 1)).toBeCloseTo(0.8);
    expect(sidewaysScale(landscape, box, 3)).toBeCloseTo(0.8);
  });

  it('zooms about the pointer and keeps the point under it still', () => {
    const shown = fittedSize(landscape, box, 0);
    const focus = { x: 200, y: 100 };
    const zoomed = zoomAbout(FITTED, 2, focus, shown, box);
    expect(zoomed).toEqual({ zoom: 2, x: -200, y: -100 });
    // The point at `focus` was photo point (200, 100) at 1×; at 2× it is drawn at 2 * 200 + x = 200.
    expect(2 * focus.x + zoomed.x).toBe(focus.x);
  });

  it('stops zooming at 8× and snaps back to fitted and centred at 1×', () => {
    const shown = fittedSize(landscape, box, 0);
    expect(zoomAbout({ zoom: 6, x: 0, y: 0 }, 4, { x: 0, y: 0 }, shown, box).zoom).toBe(MAX_ZOOM);
    expect(zoomAbout({ zoom: 2, x: 300, y: 100 }, 0.1, { x: 0, y: 0 }, shown, box)).toEqual(FITTED);
  });

  it('does not pan a fitted photo and stops a zoomed one at its edges', () => {
    const shown = fittedSize(landscape, box, 0);
    expect(panBy(FITTED, { x: 50, y: 50 }, shown, box)).toEqual(FITTED);
    // At 2× the photo is 2000 × 1500 in a 1000 × 800 box: up to 500 and 350 each way.
    expect(panBy({ zoom: 2, x: 0, y: 0 }, { x: 900, y: -900 }, shown, box)).toEqual({ zoom: 2, x: 500, y: -350 });
    expect(clampPan({ zoom: 2, x: -10, y: 10 }, shown, box)).toEqual({ zoom: 2, x: -10, y: 10 });
  });

  it('zooms in on a wheel turned up and out on one turned down', () => {
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(wheelFactor(100)).toBeLessThan(1);
    expect(wheelFactor(0)).toBe(1);
  });
});
