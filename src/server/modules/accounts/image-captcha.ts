import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { IMAGE_CAPTCHA } from '../../../domain/accounts/auth-rules';
import type { TImageCaptcha } from '../../../domain/accounts/sign-in';
import type { Database } from '../../db/schema';
import { sameHash, sha256 } from '../../auth/tokens';
import { consumeChallenge, createChallenge } from './challenges';

/**
 * Characters no one confuses: no 0/O, 1/I/l, 2/Z, 5/S, 8/B. Answers are compared case-insensitively, and the
 * picture only ever shows capitals.
 */
export const CAPTCHA_ALPHABET = 'ACDEFGHJKLMNPQRTUVWXY34679';

type Stroke = ReadonlyArray<readonly [number, number]>;

/**
 * A small stroke font on a 4 x 6 grid (x right, y down). Glyphs are drawn as jittered paths, never as SVG
 * `<text>`: the answer cannot be read out of the markup, only off the picture.
 */
const GLYPHS: Record<string, readonly Stroke[]> = {
  A: [[[0, 6], [2, 0], [4, 6]], [[0.8, 3.8], [3.2, 3.8]]],
  C: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5]]],
  D: [[[0, 0], [0, 6], [2.5, 6], [4, 4.5], [4, 1.5], [2.5, 0], [0, 0]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  G: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 3.5], [2.2, 3.5]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  J: [[[1, 0], [4, 0]], [[3, 0], [3, 5], [2, 6], [1, 6], [0, 5]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3.6]], [[1.4, 2.6], [4, 6]]],
  L: [[[0, 0], [0, 6], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3.2], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  P: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2.5], [3, 3.5], [0, 3.5]]],
  Q: [[[1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [1, 6], [0, 5], [0, 1], [1, 0]], [[2.4, 4.4], [4.3, 6.4]]],
  R: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2.5], [3, 3.5], [0, 3.5]], [[2, 3.5], [4, 6]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 5], [1, 6], [3, 6], [4, 5], [4, 0]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 2.5], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  '3': [[[0, 0.6], [1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [1.5, 3]], [[3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5.4]]],
  '4': [[[3, 6], [3, 0], [0, 4.2], [4, 4.2]]],
  '6': [[[3.5, 0], [1.5, 0], [0, 2], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3], [1, 3], [0, 4]]],
  '7': [[[0, 0], [4, 0], [1.5, 6]]],
  '9': [[[4, 2], [3, 3], [1, 3], [0, 2], [0, 1], [1, 0], [3, 0], [4, 1], [4, 4], [2.5, 6], [0.5, 6]]],
};

const WIDTH = 120;
const HEIGHT = 40;

/** A uniform number in [0, 1) from the CSPRNG (48 bits). */
export function secureRandom(): number {
  return randomBytes(6).readUIntBE(0, 6) / 2 ** 48;
}

export type CaptchaPicture = { text: string; svg: string };

/** The picture alone: `length` characters, each scaled, rotated and shifted at random, under noise curves and dots. */
export function drawCaptcha(random: () => number = secureRandom, length: number = IMAGE_CAPTCHA.length): CaptchaPicture {
  const between = (min: number, max: number) => min + (max - min) * random();
  const pick = <T>(items: readonly T[]): T => items[Math.min(items.length - 1, Math.floor(random() * items.length))] as T;
  const n = (value: number) => value.toFixed(1);
  const darkColour = () => `hsl(${Math.floor(between(0, 360))},${Math.floor(between(45, 75))}%,${Math.floor(between(22, 38))}%)`;

  const text = Array.from({ length }, () => pick([...CAPTCHA_ALPHABET])).join('');
  const cell = WIDTH / length;
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${Math.floor(between(0, 360))},40%,94%)"/>`];

  // Noise behind the characters: faint curves.
  for (let i = 0; i < 2; i++) parts.push(curve(between, n, `hsl(${Math.floor(between(0, 360))},30%,70%)`, between(1, 1.6)));

  [...text].forEach((char, index) => {
    const scale = between(3.8, 4.5); // px per grid unit: glyphs 23-27 px tall
    const angle = (between(-28, 28) * Math.PI) / 180;
    const cx = Math.min(WIDTH - 3 * scale, Math.max(3 * scale, cell * index + cell / 2 + between(-3, 3)));
    const cy = HEIGHT / 2 + between(-2.5, 2.5);
    const skew = between(-0.25, 0.25);
    const place = ([gx, gy]: readonly [number, number]) => {
      // Centre the 4 x 6 glyph, skew, jitter each point, rotate, then move into its cell.
      const x0 = (gx - 2 + skew * (gy - 3) + between(-0.18, 0.18)) * scale;
      const y0 = (gy - 3 + between(-0.18, 0.18)) * scale;
      return [cx + x0 * Math.cos(angle) - y0 * Math.sin(angle), cy + x0 * Math.sin(angle) + y0 * Math.cos(angle)] as const;
    };
    const d = (GLYPHS[char] ?? [])
      .map((stroke) => stroke.map((point, i) => `${i === 0 ? 'M' : 'L'}${place(point).map(n).join(' ')}`).join(''))
      .join('');
    parts.push(`<path d="${d}" fill="none" stroke="${darkColour()}" stroke-width="${between(2.1, 2.8).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round"/>`);
  });

  // Noise over the characters: curves as thick as strokes, and dots.
  for (let i = 0; i < 2; i++) parts.push(curve(between, n, darkColour(), between(1.2, 2)));
  for (let i = 0; i < 24; i++) {
    parts.push(`<circle cx="${n(between(0, WIDTH))}" cy="${n(between(0, HEIGHT))}" r="${between(0.6, 1.5).toFixed(2)}" fill="${darkColour()}"/>`);
  }

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
  return { text, svg };
}

function curve(between: (min: number, max: number) => number, n: (value: number) => string, colour: string, width: number): string {
  const points = [
    [between(0, 10), between(5, HEIGHT - 5)],
    [between(25, 55), between(0, HEIGHT)],
    [between(65, 95), between(0, HEIGHT)],
    [between(110, WIDTH), between(5, HEIGHT - 5)],
  ].map(([x, y]) => `${n(x ?? 0)} ${n(y ?? 0)}`);
  return `<path d="M${points[0]}C${points[1]} ${points[2]} ${points[3]}" fill="none" stroke="${colour}" stroke-width="${width.toFixed(2)}"/>`;
}

function answerHash(answer: string): string {
  return sha256(`image-captcha:${answer.trim().toLowerCase()}`);
}

/**
 * A new captcha: the picture as a data URL, the hash of its lower-cased answer stored as a single-use challenge.
 * `text` is the answer: the route never sends it; tests read it here (their only way to the answer).
 */
export async function createImageCaptcha(
  db: Kysely<Database>,
  options: { random?: () => number; now?: number } = {},
): Promise<TImageCaptcha & { text: string }> {
  const { text, svg } = drawCaptcha(options.random);
  const captchaId = await createChallenge(db, { kind: 'image-captcha', answerHash: answerHash(text), ttlSeconds: IMAGE_CAPTCHA.ttlSeconds }, options.now);
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, length: IMAGE_CAPTCHA.length, text };
}

/** Checks an answer, case-insensitively. The captcha is used up by the first check, right or wrong. */
export async function checkImageCaptcha(db: Kysely<Database>, captchaId: string, answer: string, now = Date.now()): Promise<boolean> {
  const challenge = await consumeChallenge(db, { id: captchaId, kind: 'image-captcha' }, now);
  return challenge !== null && sameHash(challenge.answerHash, answerHash(answer));
}
