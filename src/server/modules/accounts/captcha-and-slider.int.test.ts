import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_CAPTCHA, SLIDER } from '../../../domain/accounts/auth-rules';
import { DATABASE_KINDS } from '../../testing/test-database';
import type { TestApp } from '../../testing/test-app';
import { CAPTCHA_ALPHABET, checkImageCaptcha, createImageCaptcha, drawCaptcha } from './image-captcha';
import { SLIDER_TRACK_WIDTH, isHumanDrag, type TrailPoint } from './slider';
import { createAccountsTestApp } from './test-kit';

/** A deterministic stand-in for the CSPRNG (a linear congruential generator), for repeatable pictures. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** A person's drag: eases from 0 to the end over `ms`, in `points` steps, with a little wobble. */
function humanTrail(width = SLIDER_TRACK_WIDTH, ms = 650, points = 24): TrailPoint[] {
  return Array.from({ length: points }, (_, i) => {
    const f = i / (points - 1);
    const eased = 1 - (1 - f) ** 3;
    const wobble = i > 0 && i < points - 1 && i % 5 === 0 ? -1 : 0;
    return { x: Math.round(width * eased) + wobble, t: Math.round(ms * f) };
  });
}

describe('the image captcha picture', () => {
  it('draws IMAGE_CAPTCHA.length unambiguous characters as paths, never as text the markup gives away', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1Il]/);
    for (let seed = 1; seed <= 30; seed++) {
      const { text, svg } = drawCaptcha(seeded(seed));
      expect(text).toHaveLength(IMAGE_CAPTCHA.length);
      expect([...text].every((c) => CAPTCHA_ALPHABET.includes(c))).toBe(true);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).not.toContain('<text');
      expect(svg).not.toContain(text);
      expect((svg.match(/<circle /g) ?? []).length).toBeGreaterThanOrEqual(20); // noise dots
    }
  });

  it('is repeatable for one random source and differs between sources', () => {
    expect(drawCaptcha(seeded(7))).toEqual(drawCaptcha(seeded(7)));
    expect(drawCaptcha(seeded(7)).svg).not.toBe(drawCaptcha(seeded(8)).svg);
  });
});

describe('the slider drag check', () => {
  it('accepts a person’s drag, with a slip back of a pixel or two', () => {
    expect(isHumanDrag(humanTrail(), SLIDER_TRACK_WIDTH)).toBe(true);
    expect(isHumanDrag(humanTrail(SLIDER_TRACK_WIDTH - SLIDER.tolerancePx), SLIDER_TRACK_WIDTH)).toBe(true);
    expect(isHumanDrag(humanTrail(SLIDER_TRACK_WIDTH, SLIDER.minDragMs, 5), SLIDER_TRACK_WIDTH)).toBe(true);
  });

  it('refuses a teleport, a short or fast drag, a start away from 0, a backwards run and time going back', () => {
    const good = humanTrail();
    expect(isHumanDrag([{ x: 0, t: 0 }, { x: SLIDER_TRACK_WIDTH, t: 800 }], SLIDER_TRACK_WIDTH)).toBe(false);
    expect(isHumanDrag(humanTrail(SLIDER_TRACK_WIDTH, 800, 4), SLIDER_TRACK_WIDTH)).toBe(false);
    expect(isHumanDrag(humanTrail(SLIDER_TRACK_WIDTH, SLIDER.minDragMs - 1), SLIDER_TRACK_WIDTH)).toBe(false);
    expect(isHumanDrag(humanTrail(SLIDER_TRACK_WIDTH - SLIDER.tolerancePx - 1), SLIDER_TRACK_WIDTH)).toBe(false);
    expect(isHumanDrag(humanTrail(SLIDER_TRACK_WIDTH + SLIDER.tolerancePx + 1), SLIDER_TRACK_WIDTH)).toBe(false);
    expect(isHumanDrag(good.map((p, i) => (i === 0 ? { ...p, x: SLIDER.tolerancePx + 1 } : p)), SLIDER_TRACK_WIDTH)).toBe(false);
    expect(isHumanDrag(good.map((p, i) => (i === 10 ? { ...p, x: p.x - 40 } : p)), SLIDER_TRACK_WIDTH)).toBe(false);
    expect(isHumanDrag(good.map((p, i) => (i === 10 ? { ...p, t: 0 } : p)), SLIDER_TRACK_WIDTH)).toBe(false);
    expect(isHumanDrag(good.map((p, i) => (i === 10 ? { ...p, x: Number.NaN } : p)), SLIDER_TRACK_WIDTH)).toBe(false);
  });
});

describe.each(DATABASE_KINDS)('captcha and slider on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp(kind);
  });
  afterAll(async () => t.close());

  it('serves a captcha as an SVG data URL, uncached, storing only the hash of its answer', async () => {
    const response = await t.app.inject('/api/tenant/v1/image-captcha');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(Object.keys(data).sort()).toEqual(['captchaId', 'image', 'length']);
    expect(data.length).toBe(IMAGE_CAPTCHA.length);
    expect(data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(data.image.split(',')[1], 'base64').toString()).toMatch(/<svg[\s\S]*<path/);
    const row = await t.app.db.kysely.selectFrom('challenges').selectAll().where('id', '=', data.captchaId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'image-captcha', consumed_at: null });
    expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.expires_at - row.created_at).toBe(IMAGE_CAPTCHA.ttlSeconds * 1000);
  });

  it('checks an answer case-insensitively, once: a wrong guess spends the captcha', async () => {
    const db = t.app.db.kysely;
    const first = await createImageCaptcha(db);
    expect(await checkImageCaptcha(db, first.captchaId, ` ${first.text.toLowerCase()} `)).toBe(true);
    expect(await checkImageCaptcha(db, first.captchaId, first.text)).toBe(false);
    const second = await createImageCaptcha(db);
    expect(await checkImageCaptcha(db, second.captchaId, 'XXXX')).toBe(false);
    expect(await checkImageCaptcha(db, second.captchaId, second.text)).toBe(false);
    expect(await checkImageCaptcha(db, 'no-such-id', 'ABCD')).toBe(false);
  });

  it('lets a captcha expire after IMAGE_CAPTCHA.ttlSeconds', async () => {
    const db = t.app.db.kysely;
    const now = Date.now();
    const edge = await createImageCaptcha(db, { now });
    expect(await checkImageCaptcha(db, edge.captchaId, edge.text, now + IMAGE_CAPTCHA.ttlSeconds * 1000 - 1)).toBe(true);
    const late = await createImageCaptcha(db, { now });
    expect(await checkImageCaptcha(db, late.captchaId, late.text, now + IMAGE_CAPTCHA.ttlSeconds * 1000)).toBe(false);
  });

  it('turns a human drag into a single-use slider token, and refuses a second try on the same challenge', async () => {
    const challenge = (await t.app.inject({ method: 'POST', url: '/api/tenant/v1/slider-captcha' })).json().data;
    expect(challenge).toEqual({ sliderId: expect.any(String), trackWidth: SLIDER_TRACK_WIDTH });
    const verify = (trail: TrailPoint[]) => t.app.inject({ method: 'POST', url: '/api/tenant/v1/slider-verify', payload: { sliderId: challenge.sliderId, trail } });
    const passed = await verify(humanTrail(challenge.trackWidth));
    expect(passed.statusCode).toBe(200);
    expect(passed.json().data.sliderToken).toMatch(/^[\w-]{43}$/);
    const again = await verify(humanTrail(challenge.trackWidth));
    expect(again.json()).toMatchObject({ code: 41004, msg: 'Please complete the slide verification first.' });
    // Only the token's hash is stored.
    const stored = await t.app.db.kysely.selectFrom('challenges').select(['id', 'answer_hash']).where('kind', '=', 'slider-token').execute();
    expect(JSON.stringify(stored)).not.toContain(passed.json().data.sliderToken);
  });

  it('spends the challenge on a scripted drag', async () => {
    const challenge = (await t.app.inject({ method: 'POST', url: '/api/tenant/v1/slider-captcha' })).json().data;
    const verify = (trail: TrailPoint[]) => t.app.inject({ method: 'POST', url: '/api/tenant/v1/slider-verify', payload: { sliderId: challenge.sliderId, trail } });
    const bot = await verify([{ x: 0, t: 0 }, { x: 70, t: 1 }, { x: 140, t: 2 }, { x: 210, t: 3 }, { x: 280, t: 4 }]);
    expect(bot.statusCode).toBe(400);
    expect(bot.json().code).toBe(41004);
    expect((await verify(humanTrail())).json().code).toBe(41004);
  });
});
