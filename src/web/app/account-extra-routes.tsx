import { msg } from '@lingui/core/macro';
import { lazyPage } from './lazy-page';
import type { PageRoute } from './route-types';

// Issue 14's account extras, customer service and demo cases (docs/clinics.md, docs/cases.md).
const relateClinicPage = lazyPage(() =>
  import('../features/public/pages/relate-clinic-page').then((module) => ({ default: module.RelateClinicPage })),
);
const userInfoPage = lazyPage(
  () => import('../features/personal/pages/user-info-page').then((module) => ({ default: module.UserInfoPage })),
  'workspace',
);
const serviceChatPage = lazyPage(
  () => import('../features/service-desk/pages/service-chat-page').then((module) => ({ default: module.ServiceChatPage })),
  'workspace',
);
const serviceInboxPage = lazyPage(
  () => import('../features/service-desk/pages/service-inbox-page').then((module) => ({ default: module.ServiceInboxPage })),
  'workspace',
);
const demoCasesPage = lazyPage(
  () => import('../features/demo-cases/pages/demo-cases-page').then((module) => ({ default: module.DemoCasesPage })),
  'workspace',
);

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
