export type TrailPoint = { x: number; t: number };

/** The server takes at most this many points; a long, slow drag is thinned rather than cut. */
export const MAX_TRAIL_POINTS = 500;

/** Adds a point to a drag's trail, keeping its first and last points and at most MAX_TRAIL_POINTS in all. */
export function appendTrailPoint(trail: TrailPoint[], point: TrailPoint): TrailPoint[] {
  const last = trail.at(-1);
  if (last && last.x === point.x && last.t === point.t) return trail;
  const next = [...trail, point];
  if (next.length <= MAX_TRAIL_POINTS) return next;
  // Drop every other point in between: the shape of the drag survives, the count halves.
  return next.filter((_, index) => index === 0 || index === next.length - 1 || index % 2 === 0);
}
