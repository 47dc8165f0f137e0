import { lazy } from 'react';
import { msg } from '@lingui/core/macro';
import { findProductLine, PRODUCT_LINE_CODE } from '../../../domain/product-lines';
import { lazyPage } from '../../app/lazy-page';
import type { WebLine } from '../web-line';

/** The fixed-denture wizard (`/confirmOrder?type=2`): basic info, teeth, shades, design, model, preview. */
const wizard = lazyPage(
  () => import('./denture-wizard').then((module) => ({ default: module.DentureWizardPage })),
  'workspace',
);

/** The order's page: the core's view of the order (status, stage, timeline) until the line's detail sections come. */
const detail = lazyPage(
  () => import('./denture-order-page').then((module) => ({ default: module.DentureOrderPage })),
  'workspace',
);

/** The factory console's denture order: teeth, shades, options, design preferences, costs; the factory's moves. */
const factoryDetail = lazy(() =>
  import('./factory/denture-factory-order').then((module) => ({ default: module.DentureFactoryOrder })),
);

/** The factory's cost settings of fixed dentures (docs/orders.md, "Costs"). */
const settingsPage = lazyPage(
  () => import('./factory/denture-settings-page').then((module) => ({ default: module.DentureSettingsPage })),
  'workspace',
);

export const DENTURE_WEB_LINE: WebLine = {
  line: findProductLine(PRODUCT_LINE_CODE.dentureTeeth),
  wizard,
  detail,
  // Orders of every line but aligners are listed under Orders (/stagingBox), which the wizard highlights.
  menuPath: '/stagingBox',
  factoryDetail,
  pages: [
    // Every factory user reads the prices; a factory admin (factory:prices) changes them.
    {
      kind: 'page',
      path: '/userFactory/settings',
      page: settingsPage,
      isPublic: false,
      title: msg`Fixed denture prices`,
      menu: { label: msg`Fixed denture prices`, order: 35, icon: 'finance', audience: 'factory' },
    },
  ],
};
