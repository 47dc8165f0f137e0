import { describe, expect, it } from 'vitest';
import { appendTrailPoint, MAX_TRAIL_POINTS, type TrailPoint } from './slider-trail';

describe('appendTrailPoint', () => {
  it('appends points and skips an exact repeat', () => {
    let trail: TrailPoint[] = [{ x: 0, t: 0 }];
    trail = appendTrailPoint(trail, { x: 5, t: 16 });
    trail = appendTrailPoint(trail, { x: 5, t: 16 });
    expect(trail).toEqual([
      { x: 0, t: 0 },
      { x: 5, t: 16 },
    ]);
  });

  it('never holds more than the server accepts, and keeps the first and last points', () => {
    let trail: TrailPoint[] = [];
    for (let index = 0; index < 2000; index++) trail = appendTrailPoint(trail, { x: index / 10, t: index * 16 });
    expect(trail.length).toBeLessThanOrEqual(MAX_TRAIL_POINTS);
    expect(trail[0]).toEqual({ x: 0, t: 0 });
    expect(trail.at(-1)).toEqual({ x: 199.9, t: 1999 * 16 });
    expect(trail.every((point, index) => index === 0 || point.t > trail[index - 1]!.t)).toBe(true);
  });
});
