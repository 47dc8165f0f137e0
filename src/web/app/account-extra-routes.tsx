import { msg } from '@lingui/core/macro';
import { lazyPage } from './lazy-page';
import { signedInPage } from './signed-in-page';
import type { PageRoute } from './route-types';

// Issue 14's account extras, customer service and demo cases (docs/clinics.md, docs/cases.md).
const relateClinicPage = lazyPage(
  () => import('../features/public/pages/relate-clinic-page').then((module) => ({ default: module.RelateClinicPage })),
  'account',
);
const userInfoPage = signedInPage('userInfo');
const serviceChatPage = signedInPage('serviceChat');
const serviceInboxPage = signedInPage('serviceInbox');
const demoCasesPage = signedInPage('demoCases');

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
    path: '/demoCases',
    page: demoCasesPage,
    isPublic: false,
    title: msg`Demo cases`,
    menu: { label: msg`Demo case`, order: 50, icon: 'cases' },
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
