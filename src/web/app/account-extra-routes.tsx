import { msg } from '@lingui/core/macro';
import { lazyPage } from './lazy-page';
import { signedInPage } from './signed-in-page';
import type { PageRoute } from './route-types';

// Issue 14's account extras and customer service (docs/clinics.md); the demo cases are the aligners' page.
const relateClinicPage = lazyPage(
  () => import('../features/public/pages/relate-clinic-page').then((module) => ({ default: module.RelateClinicPage })),
  'account',
);
const userInfoPage = signedInPage('userInfo');
const serviceChatPage = signedInPage('serviceChat');
const serviceInboxPage = signedInPage('serviceInbox');

export const accountExtraRoutes: readonly PageRoute[] = [
  { kind: 'page', path: '/relateClinic', page: relateClinicPage, isPublic: true, title: msg`Associate a clinic` },
  { kind: 'page', path: '/userInfo/:type', page: userInfoPage, isPublic: false, title: msg`Personal info` },
  {
    kind: 'page',
    path: '/serviceChat',
    page: serviceChatPage,
    isPublic: false,
    title: msg`Customer service`,
    menu: { label: msg`Customer service`, order: 70 },
  },
  {
    kind: 'page',
    path: '/userFactory/service',
    page: serviceInboxPage,
    isPublic: false,
    title: msg`Service inbox`,
    menu: { label: msg`Service inbox`, order: 50, audience: 'factory' },
  },
];
