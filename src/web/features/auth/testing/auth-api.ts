import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { TSession } from '../../../../domain/accounts/sign-in';
import type { Service } from '../../../../domain/services';

/** Where the api client sends a call in tests (the page's own origin). */
export const apiUrl = (service: Service, path: string) => `${window.location.origin}/api/${service}${path}`;

export const success = (data: JsonBodyType = null) => HttpResponse.json({ code: 200, msg: 'Success', data });

/** An error envelope as the accounts API sends it: HTTP 400 with the body code, message and details. */
export const failure = (code: number, msg: string, data: JsonBodyType = null) =>
  HttpResponse.json({ code, msg, data }, { status: code >= 400 && code <= 599 ? code : 400 });

export function buildSession(overrides: Partial<TSession> = {}): TSession {
  return {
    userId: 7,
    name: 'Dr. Li Wei',
    avatar: null,
    phone: '13812345678',
    clinicId: 3,
    clinicList: [{ clinicId: 3, clinicName: 'Bright Smile Clinic', isCompany: false, isChain: false, isAdmin: true, isDoctor: true }],
    isFactory: false,
    // A factory user of the tests is a factory admin (every move) unless the test says which role.
    factoryRole: overrides.isFactory ? 'admin' : null,
    userAuth: 2,
    orgAuth: 1,
    resources: [],
    hasQuotaPermission: false,
    companyId: null,
    email: null,
    userInfo: { age: null, avatar: null, birthDay: null },
    orderShowType: 'listShow',
    couponReceiveCount: 0,
    unpaidCount: 0,
    ...overrides,
  };
}

/** A tiny SVG data URL that differs per captcha, so a test can see the image change. */
export const captchaImage = (text: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg"><text>${text}</text></svg>`)}`;

/** GET image-captcha answering captcha-1, captcha-2… in turn; `count()` says how many were fetched. */
export function imageCaptchaHandler() {
  let count = 0;
  const handler = http.get(apiUrl('tenant', '/v1/image-captcha'), () => {
    count += 1;
    return success({ captchaId: `captcha-${count}`, image: captchaImage(`C${count}`), length: 4 });
  });
  return { handler, count: () => count };
}

/** POST slider-captcha answering slider-1, slider-2… with the given track width. */
export function sliderChallengeHandler(trackWidth = 260) {
  let count = 0;
  const handler = http.post(apiUrl('tenant', '/v1/slider-captcha'), () => {
    count += 1;
    return success({ sliderId: `slider-${count}`, trackWidth });
  });
  return { handler, count: () => count };
}

/** The text of the elements an element names in aria-describedby: what a screen reader reads with the field. */
export function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
