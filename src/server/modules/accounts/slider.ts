import type { Kysely } from 'kysely';
import { SLIDER } from '../../../domain/accounts/auth-rules';
import type { TSliderChallenge } from '../../../domain/accounts/sign-in';
import type { Database } from '../../db/schema';
import { sha256 } from '../../auth/tokens';
import { consumeChallenge, createChallenge, issueToken, redeemToken } from './challenges';

/** The track the web draws, in CSS px. */
export const SLIDER_TRACK_WIDTH = 280;
/** Fewer positions than this is a teleport, not a drag (a browser reports a pointer move every frame or so). */
export const SLIDER_MIN_POINTS = 5;
/** A finger may slip back this far without the drag counting as going backwards. */
export const SLIDER_JITTER_PX = 3;

export type TrailPoint = { x: number; t: number };

/**
 * Whether a trail looks like a person dragging the handle along the track: it starts near 0, ends within
 * SLIDER.tolerancePx of the track's end, never runs backwards by more than a slip, takes at least SLIDER.minDragMs,
 * reports at least SLIDER_MIN_POINTS positions in time order, and stays on the track.
 */
export function isHumanDrag(trail: readonly TrailPoint[], trackWidth: number): boolean {
  if (trail.length < SLIDER_MIN_POINTS) return false;
  const first = trail[0];
  const last = trail[trail.length - 1];
  if (!first || !last) return false;
  if (!trail.every((p) => Number.isFinite(p.x) && Number.isFinite(p.t))) return false;
  if (Math.abs(first.x) > SLIDER.tolerancePx) return false;
  if (Math.abs(last.x - trackWidth) > SLIDER.tolerancePx) return false;
  if (last.t - first.t < SLIDER.minDragMs) return false;
  let furthest = first.x;
  for (let i = 1; i < trail.length; i++) {
    const previous = trail[i - 1] as TrailPoint;
    const point = trail[i] as TrailPoint;
    if (point.t < previous.t) return false;
    if (point.x < -SLIDER.tolerancePx || point.x > trackWidth + SLIDER.tolerancePx) return false;
    if (point.x < furthest - SLIDER_JITTER_PX) return false;
    furthest = Math.max(furthest, point.x);
  }
  return true;
}

/** A slider challenge: single use, the track width kept beside it. */
export async function createSliderChallenge(db: Kysely<Database>, now = Date.now()): Promise<TSliderChallenge> {
  const trackWidth = SLIDER_TRACK_WIDTH;
  const sliderId = await createChallenge(db, { kind: 'slider', answerHash: sha256(`slider:${trackWidth}`), subject: String(trackWidth), ttlSeconds: SLIDER.ttlSeconds }, now);
  return { sliderId, trackWidth };
}

/**
 * Uses the challenge up (right or wrong) and, for a human-looking drag, answers a slider token: single use,
 * SLIDER.ttlSeconds, the only thing pc-login accepts as proof. Null for anything else.
 */
export async function verifySlider(db: Kysely<Database>, sliderId: string, trail: readonly TrailPoint[], now = Date.now()): Promise<string | null> {
  const challenge = await consumeChallenge(db, { id: sliderId, kind: 'slider' }, now);
  if (!challenge) return null;
  const trackWidth = Number(challenge.subject);
  if (!Number.isFinite(trackWidth) || !isHumanDrag(trail, trackWidth)) return null;
  return issueSliderToken(db, now);
}

/** The token itself; exported for tests that need a signed-off slider without dragging. */
export function issueSliderToken(db: Kysely<Database>, now = Date.now()): Promise<string> {
  return issueToken(db, { kind: 'slider-token', ttlSeconds: SLIDER.ttlSeconds }, now);
}

export async function redeemSliderToken(db: Kysely<Database>, token: string, now = Date.now()): Promise<boolean> {
  return (await redeemToken(db, 'slider-token', token, now)) !== undefined;
}
