import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { SliderSkeleton } from './slider-skeleton';
import { Trans, useLingui } from '@lingui/react/macro';
import { SLIDER } from '../../../../domain/accounts/auth-rules';
import { verifySlider } from '../api/verify-slider';
import { appendTrailPoint, type TrailPoint } from '../lib/slider-trail';
import { errorTextClass, focusRing, secondaryButtonClass } from '../../../components/ui/styles';
import { useSliderChallenge } from '../hooks/use-slider-challenge';

/** The handle is a 48 px square: a comfortable touch target. */
const HANDLE_SIZE_PX = 48;
/** Arrow keys move the handle a tenth of the track at a time. */
const KEYBOARD_STEPS = 10;
const KEYBOARD_TICK_MS = 16;
/** The keyboard moves the handle at a hand's pace: the whole track takes this long, above SLIDER.minDragMs. */
const KEYBOARD_FULL_TRAVEL_MS = 480;

type Phase = 'idle' | 'dragging' | 'verifying' | 'verified';
type Drag =
  | { kind: 'pointer'; pointerId: number; startClientX: number; startedAt: number }
  | { kind: 'keyboard'; target: number; startedAt: number };

type SliderCaptchaProps = {
  /** The form's count of login attempts: each gets a challenge of its own (render with the same `key`). */
  round: number;
  onVerified: (sliderToken: string) => void;
  isDisabled?: boolean;
  /** A message from the form about the slider (slide verification required). */
  error?: string | null;
};

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/**
 * The slide verification before a password login. The handle is dragged with a mouse, a finger or a pen (pointer
 * events), or moved with the arrow keys; its positions over time go to the server, which answers a token.
 * Positions are in the challenge's pixels (0 to trackWidth) even when a narrow screen draws the track smaller.
 */
export function SliderCaptcha({ round, onVerified, isDisabled = false, error }: SliderCaptchaProps) {
  const { t } = useLingui();
  const errorId = useId();
  const [attempt, setAttempt] = useState(0);
  const challenge = useSliderChallenge(round, attempt);
  const trackWidth = challenge.data?.trackWidth ?? 0;

  const [x, setX] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [scale, setScale] = useState(1);
  const xRef = useRef(0);
  const drag = useRef<Drag | null>(null);
  const trail = useRef<TrailPoint[]>([]);
  const animation = useRef<ReturnType<typeof setInterval> | null>(null);
  const trackRef = useRef<HTMLDivElement>(null);

  // Narrow screens draw the track smaller; pointer movement is scaled back to the challenge's pixels.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || !trackWidth || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const travel = track.clientWidth - HANDLE_SIZE_PX;
      setScale(travel > 0 ? Math.min(1, travel / trackWidth) : 1);
    });
    observer.observe(track);
    return () => observer.disconnect();
  }, [trackWidth]);

  // Leaving mid keyboard move stops the animation timer.
  useEffect(() => {
    const timers = animation;
    return () => {
      if (timers.current !== null) clearInterval(timers.current);
    };
  }, []);

  function stopAnimation() {
    if (animation.current !== null) clearInterval(animation.current);
    animation.current = null;
  }

  function moveTo(next: number) {
    const session = drag.current;
    xRef.current = next;
    setX(next);
    if (session)
      trail.current = appendTrailPoint(trail.current, {
        x: Math.round(next * 10) / 10,
        t: Date.now() - session.startedAt,
      });
  }

  function begin(session: Drag) {
    drag.current = session;
    trail.current = [{ x: xRef.current, t: 0 }];
    setFailure(null);
    setPhase('dragging');
  }

  function backToStart() {
    drag.current = null;
    stopAnimation();
    trail.current = [];
    xRef.current = 0;
    setX(0);
    setPhase('idle');
  }

  function release() {
    const sliderId = challenge.data?.sliderId;
    const session = drag.current;
    drag.current = null;
    stopAnimation();
    if (!session || !sliderId) return;
    if (xRef.current >= trackWidth - SLIDER.tolerancePx) void verify(sliderId, trail.current);
    else backToStart();
  }

  async function verify(sliderId: string, points: TrailPoint[]) {
    setPhase('verifying');
    const result = await verifySlider({ sliderId, trail: points });
    if (result.ok) {
      setPhase('verified');
      onVerified(result.data.sliderToken);
      return;
    }
    setFailure(result.msg || t`Verification failed. Please slide again.`);
    backToStart();
    // The failed challenge is spent; the next drag gets a new one.
    setAttempt((value) => value + 1);
  }

  const isInteractive = !isDisabled && Boolean(challenge.data) && (phase === 'idle' || phase === 'dragging');

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!isInteractive || drag.current) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    begin({
      kind: 'pointer',
      pointerId: event.pointerId,
      startClientX: event.clientX - xRef.current * scale,
      startedAt: Date.now(),
    });
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const session = drag.current;
    if (session?.kind !== 'pointer' || session.pointerId !== event.pointerId) return;
    moveTo(clamp((event.clientX - session.startClientX) / scale, trackWidth));
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    const session = drag.current;
    if (session?.kind !== 'pointer' || session.pointerId !== event.pointerId) return;
    if (event.type === 'pointercancel') backToStart();
    else release();
  }

  // Keys set a target; the handle travels there at a hand's pace, leaving a trail like a drag's.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!isInteractive || drag.current?.kind === 'pointer') return;
    const step = trackWidth / KEYBOARD_STEPS;
    const current = drag.current?.kind === 'keyboard' ? drag.current.target : xRef.current;
    const targets: Record<string, number> = {
      ArrowRight: current + step,
      ArrowUp: current + step,
      ArrowLeft: current - step,
      ArrowDown: current - step,
      End: trackWidth,
      Home: 0,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    if (drag.current?.kind === 'keyboard') drag.current.target = clamp(target, trackWidth);
    else begin({ kind: 'keyboard', target: clamp(target, trackWidth), startedAt: Date.now() });
    if (animation.current !== null) return;
    const speed = (trackWidth * KEYBOARD_TICK_MS) / KEYBOARD_FULL_TRAVEL_MS;
    animation.current = setInterval(() => {
      const session = drag.current;
      if (session?.kind !== 'keyboard') return stopAnimation();
      const distance = session.target - xRef.current;
      moveTo(Math.abs(distance) <= speed ? session.target : xRef.current + Math.sign(distance) * speed);
      if (xRef.current !== session.target) return;
      stopAnimation();
      // Reaching the end is the release; stopping short waits for more keys.
      if (session.target >= trackWidth) release();
    }, KEYBOARD_TICK_MS);
  }

  if (challenge.isPending) {
    return <SliderSkeleton label={<Trans>Loading the slide verification…</Trans>} />;
  }
  if (challenge.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-red-700">
          <Trans>The slide verification could not be loaded.</Trans>
        </p>
        <button type="button" onClick={challenge.retry} className={secondaryButtonClass}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }

  // The latest word wins: a refused slide says more than the form's earlier "slide first".
  const message = failure ?? error;
  const renderedX = x * scale;
  const isVerified = phase === 'verified';
  return (
    <div>
      <div
        ref={trackRef}
        className={`relative h-12 max-w-full select-none overflow-hidden rounded-lg border ${
          isVerified
            ? 'border-teal-600 bg-teal-50'
            : message
              ? 'border-red-300 bg-slate-100'
              : 'border-slate-300 bg-slate-100'
        }`}
        style={{ width: trackWidth + HANDLE_SIZE_PX }}
      >
        <div
          aria-hidden="true"
          className="absolute inset-y-0 left-0 bg-teal-100"
          style={{ width: renderedX + HANDLE_SIZE_PX }}
        />
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center pl-12 text-sm text-slate-600"
        >
          {isVerified ? (
            <Trans>Verified</Trans>
          ) : phase === 'verifying' ? (
            <Trans>Checking…</Trans>
          ) : (
            <Trans>Slide to verify</Trans>
          )}
        </span>
        <div
          role="slider"
          tabIndex={isInteractive ? 0 : -1}
          aria-label={t`Slide to verify`}
          aria-valuemin={0}
          aria-valuemax={trackWidth}
          aria-valuenow={Math.round(x)}
          aria-valuetext={isVerified ? t`Verified` : phase === 'verifying' ? t`Checking…` : undefined}
          aria-disabled={!isInteractive}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onKeyDown={onKeyDown}
          className={`absolute top-0 left-0 flex size-12 touch-none items-center justify-center rounded-lg text-lg font-semibold shadow ${focusRing} ${
            isVerified ? 'bg-teal-700 text-white' : 'cursor-grab bg-white text-teal-800 active:cursor-grabbing'
          }`}
          style={{ transform: `translateX(${renderedX}px)` }}
        >
          <span aria-hidden="true">{isVerified ? '✓' : '»'}</span>
        </div>
      </div>
      {message ? (
        <p id={errorId} className={errorTextClass}>
          {message}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {isVerified ? <Trans>Slide verification passed.</Trans> : null}
      </p>
    </div>
  );
}

