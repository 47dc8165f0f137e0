/** How a photo sits in the viewer: zoom (1 = fitted) and pan (px from the centre, in screen space). */
export type ViewTransform = { zoom: number; x: number; y: number };
export type Size = { width: number; height: number };
export type Point = { x: number; y: number };

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;
/** One press of + or −. */
export const ZOOM_STEP = 1.5;

export const FITTED: ViewTransform = { zoom: 1, x: 0, y: 0 };

/** A rotation in degrees as clockwise quarter turns, 0-3 (-90 is 3). */
export function quarterTurnsOf(degrees: number): number {
  return (((Math.round(degrees / 90) % 4) + 4) % 4) as number;
}

/** The photo's size on screen at zoom 1: fitted into the box, turned by `quarterTurns`. */
export function fittedSize(image: Size, box: Size, quarterTurns: number): Size {
  const isSideways = quarterTurns % 2 === 1;
  const turned = isSideways ? { width: image.height, height: image.width } : image;
  if (turned.width <= 0 || turned.height <= 0 || box.width <= 0 || box.height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(box.width / turned.width, box.height / turned.height);
  return { width: turned.width * scale, height: turned.height * scale };
}

/**
 * The extra CSS scale a photo laid out fitted upright needs once turned sideways by CSS (a rotation the server has
 * not made yet), so the turned photo still fits the box: 1 when upright or upside down.
 */
export function sidewaysScale(image: Size, box: Size, quarterTurns: number): number {
  if (quarterTurns % 2 === 0) return 1;
  const upright = fittedSize(image, box, 0);
  const turned = fittedSize(image, box, quarterTurns);
  return upright.width > 0 ? turned.height / upright.width : 1;
}

/** Keeps the pan within what shows photo: a fitted photo does not move; a zoomed one stops at its edges. */
export function clampPan(view: ViewTransform, shown: Size, box: Size): ViewTransform {
  const maxX = Math.max(0, (shown.width * view.zoom - box.width) / 2);
  const maxY = Math.max(0, (shown.height * view.zoom - box.height) / 2);
  const clamp = (value: number, max: number) => Math.min(max, Math.max(-max, value)) || 0;
  return { zoom: view.zoom, x: clamp(view.x, maxX), y: clamp(view.y, maxY) };
}

/**
 * Zooms by `factor` about `focus` (px from the box centre: the pointer, the middle of a pinch), so the point under
 * the fingers stays under them; clamped to 1-8×, and back to fitted and centred at 1×.
 */
export function zoomAbout(view: ViewTransform, factor: number, focus: Point, shown: Size, box: Size): ViewTransform {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.zoom * factor));
  if (zoom === MIN_ZOOM) return FITTED;
  const ratio = zoom / view.zoom;
  return clampPan(
    { zoom, x: focus.x - (focus.x - view.x) * ratio, y: focus.y - (focus.y - view.y) * ratio },
    shown,
    box,
  );
}

export function panBy(view: ViewTransform, delta: Point, shown: Size, box: Size): ViewTransform {
  return clampPan({ zoom: view.zoom, x: view.x + delta.x, y: view.y + delta.y }, shown, box);
}

/** A mouse wheel notch (deltaY ≈ 100) zooms by about 1.2×; up zooms in. */
export function wheelFactor(deltaY: number): number {
  return Math.exp(-deltaY * 0.002);
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
