import { lazy } from 'react';
import { msg } from '@lingui/core/macro';
import { findProductLine, PRODUCT_LINE_CODE } from '../../../domain/product-lines';
import { lazyPage } from '../../app/lazy-page';
import type { WebLine } from '../web-line';
import { alignerProductText } from './product-text';

/** The aligner case wizard (`/confirmOrder?type=1`): basic info, image data, model, diagnosis, scheme, preview. */
const wizard = lazyPage(
  () => import('./wizard/case-wizard-page').then((module) => ({ default: module.CaseWizardPage })),
  'workspace',
);

/** The order-detail shell with the aligner sections and moves (aligner-order-page): one chunk, composed there. */
const detail = lazyPage(
  () => import('./aligner-order-page').then((module) => ({ default: module.AlignerOrderPage })),
  'workspace',
);

/** /caseList: the clinic's aligner cases by tab, searched and filtered by date. */
const caseListPage = lazyPage(
  () => import('./case-list/case-list-page').then((module) => ({ default: module.CaseListPage })),
  'workspace',
);

/** /caseDrafts, the temporary storage box: aligner case drafts on this device not yet submitted. */
const caseDraftsPage = lazyPage(
  () => import('./wizard/case-drafts-page').then((module) => ({ default: module.CaseDraftsPage })),
  'workspace',
);

/** /demoCases (spec: "demo case"): finished sample aligner cases, to look at with a patient. */
const demoCasesPage = lazyPage(
  () => import('./demo-cases/pages/demo-cases-page').then((module) => ({ default: module.DemoCasesPage })),
  'workspace',
);

/** The factory console's aligner case: case data, models, plans in 3D, the factory's moves and forms. */
const factoryDetail = lazy(() =>
  import('./factory/aligner-factory-case').then((module) => ({
    default: module.AlignerFactoryCase,
  })),
);

export const ALIGNER_WEB_LINE: WebLine = {
  line: findProductLine(PRODUCT_LINE_CODE.invisible),
  wizard,
  detail,
  // The spec maps type 1 to /invisibleOrthodontic; our side menu has no per-line entries and lists aligner cases in
  // the Case List, so that is the entry the aligner wizard highlights (docs/orders.md, "Active menu").
  menuPath: '/caseList',
  factoryDetail,
  productText: alignerProductText,
  pages: [
    {
      kind: 'page',
      path: '/caseList',
      needsClinic: true,
      page: caseListPage,
      isPublic: false,
      title: msg`Case list`,
      menu: { label: msg`Case List`, order: 20, icon: 'cases' },
    },
    {
      kind: 'page',
      path: '/caseDrafts',
      needsClinic: true,
      page: caseDraftsPage,
      isPublic: false,
      activeMenuPath: '/caseList',
      title: msg`Temporary storage box`,
    },
    {
      kind: 'page',
      path: '/demoCases',
      page: demoCasesPage,
      isPublic: false,
      title: msg`Demo cases`,
      menu: { label: msg`Demo case`, order: 52, icon: 'cases' },
    },
  ],
};
