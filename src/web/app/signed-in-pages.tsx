import type { QueryClient } from '@tanstack/react-query';
import { orderLinkOf, webLineOf } from '../lines/registry';
import type { PageModule } from './lazy-page';

// The worktable links a product line to its create route only when the portal serves it (the line registry).
const createRouteOf = (code: number) => webLineOf(code)?.line.createRoute;

/**
 * The pages only a signed-in user opens (those that arrive with the workspace catalog), by name; the route table
 * lists them as `signedInPage(name)` (signed-in-page.ts). Their loaders live here, not in the table, because each carries
 * the list of chunks its page needs: kept here, those lists stay off the first route (/login). It costs a signed-in
 * page no time: this module arrives while the page waits for the workspace catalog and for the shell, which is itself
 * two chunks deep (signed-in-routes, then app-shell).
 */
export const signedInPages = {
  home: () =>
    Promise.all([import('../features/home/pages/home-page'), import('../features/shell/pages/no-clinic-page')]).then(
      ([{ HomePage }, { NoClinicPage }]) => ({
        default: function HomeRoute() {
          return <HomePage createRouteOf={createRouteOf} noClinicNotice={<NoClinicPage headingLevel={2} />} />;
        },
      }),
    ),
  selectClinic: () =>
    import('../features/shell/pages/select-clinic-page').then((module) => ({ default: module.SelectClinicPage })),
  /** Stands in for a page that needs a clinic while the user has none (PageRoute `needsClinic`). */
  noClinic: () => import('../features/shell/pages/no-clinic-page').then((module) => ({ default: module.NoClinicPage })),
  doctorAuthentication: () =>
    import('../features/clinics/pages/doctor-authentication-page').then((module) => ({
      default: module.DoctorAuthenticationPage,
    })),
  factoryReview: () =>
    import('../features/factory/pages/factory-review-page').then((module) => ({ default: module.FactoryReviewPage })),
  clinicManage: () =>
    import('../features/clinics/pages/clinic-manage-page').then((module) => ({ default: module.ClinicManagePage })),
  createCompany: () =>
    import('../features/clinics/pages/create-company-page').then((module) => ({ default: module.CreateCompanyPage })),
  createChain: () =>
    import('../features/clinics/pages/create-company-page').then((module) => ({ default: module.CreateChainPage })),
  concatCompany: () =>
    import('../features/clinics/pages/concat-company-page').then((module) => ({ default: module.ConcatCompanyPage })),
  authStatus: () =>
    import('../features/clinics/pages/auth-status-page').then((module) => ({ default: module.AuthStatusPage })),
  myCompany: () =>
    import('../features/clinics/pages/my-company-page').then((module) => ({ default: module.MyCompanyPage })),
  staff: () => import('../features/staff/pages/staff-page').then((module) => ({ default: module.StaffPage })),
  personalCenter: () =>
    Promise.all([
      import('../features/personal/pages/personal-center-page'),
      import('../features/coupons/components/coupons-panel'),
    ]).then(([{ PersonalCenterPage }, { CouponsPanel }]) => ({
      default: function PersonalCenterRoute() {
        return <PersonalCenterPage couponsPanel={<CouponsPanel />} />;
      },
    })),
  // Orders and the factory console (the aligners' case list and storage box are the line's pages).
  orders: () =>
    import('../features/orders/pages/orders-page').then(({ OrdersPage }) => ({
      default: function OrdersRoute() {
        return <OrdersPage orderLinkOf={orderLinkOf} />;
      },
    })),
  factoryQueue: () =>
    import('../features/factory/pages/factory-queue-page').then((module) => ({ default: module.FactoryQueuePage })),
  factoryCalendar: () =>
    import('../features/factory/pages/factory-calendar-page').then((module) => ({
      default: module.FactoryCalendarPage,
    })),
  factoryStaff: () =>
    import('../features/factory/pages/factory-staff-page').then((module) => ({ default: module.FactoryStaffPage })),
  factoryCase: () =>
    import('../features/factory/pages/factory-case-page').then((module) => ({ default: module.FactoryCasePage })),
  // The doctor's overview across their clinics (issue 14, docs/clinics.md), composed in doctor-routes.tsx.
  doctorOverview: () => import('./doctor-routes').then((module) => ({ default: module.DoctorOverviewRoute })),
  // Wearing reminders and model shipping (issue 14): signed-in clinic tools, in the workspace catalog.
  wearingReminders: () =>
    import('../features/wearing/pages/wearing-reminders-page').then((module) => ({
      default: module.WearingRemindersPage,
    })),
  modelShipping: () =>
    import('../features/model-shipping/pages/model-shipping-page').then((module) => ({
      default: module.ModelShippingPage,
    })),
  // The patient file and its forms; its sections from other features are composed in patient-file-routes.tsx.
  patientCenter: () => import('./patient-file-routes').then((module) => ({ default: module.PatientCenterRoute })),
  newPatient: () => import('./patient-file-routes').then((module) => ({ default: module.NewPatientPage })),
  editPatient: () => import('./patient-file-routes').then((module) => ({ default: module.EditPatientPage })),
  patientImages: () =>
    Promise.all([import('./patient-file-routes'), import('../features/images/pages/patient-images-page')]).then(
      ([{ patientFileSection }, { PatientImagesPage }]) => ({
        default: patientFileSection('images', PatientImagesPage),
      }),
    ),
  // The clinic's payments (issue 12, docs/payments.md), composed in payment-routes.tsx.
  mergePay: () =>
    import('../features/payments/pages/merge-pay-page').then((module) => ({ default: module.MergePayPage })),
  confirmPayment: () => import('./payment-routes').then((module) => ({ default: module.ConfirmPaymentRoute })),
  financialData: () =>
    import('../features/payments/pages/financial-data-page').then((module) => ({
      default: module.FinancialDataPage,
    })),
  localWallet: () =>
    import('../features/payments/pages/local-wallet-payer-page').then((module) => ({
      default: module.LocalWalletPayerPage,
    })),
  factoryRemittances: () =>
    import('../features/payments/pages/factory-remittances-page').then((module) => ({
      default: module.FactoryRemittancesPage,
    })),
  // Issue 14's account extras, customer service and demo cases (account-extra-routes.tsx).
  userInfo: () =>
    import('../features/personal/pages/user-info-page').then((module) => ({ default: module.UserInfoPage })),
  serviceChat: () =>
    import('../features/service-desk/pages/service-chat-page').then((module) => ({ default: module.ServiceChatPage })),
  serviceInbox: () =>
    import('../features/service-desk/pages/service-inbox-page').then((module) => ({
      default: module.ServiceInboxPage,
    })),
} satisfies Record<string, () => Promise<PageModule>>;

export type SignedInPageName = keyof typeof signedInPages;

/**
 * What a page reads first, asked for at start (main.tsx) beside the page's chunks rather than after the shell's first
 * render. Only pages opened often as the first page of a visit.
 */
export const signedInPrefetches: Partial<Record<SignedInPageName, (queryClient: QueryClient) => Promise<void>>> = {
  home: (queryClient) =>
    import('../features/home/api/get-worktable').then(({ prefetchWorktable }) => prefetchWorktable(queryClient)),
};
