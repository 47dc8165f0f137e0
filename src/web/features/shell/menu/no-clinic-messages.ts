import { msg } from '@lingui/core/macro';

/** What a user with no clinic yet is told wherever a screen needs one (spec section 2 and 10: "no certification"). */
export const noClinicMessages = {
  title: msg`Your account has no certification`,
  body: msg`Create a clinic or associate your account with one first.`,
  action: msg`Create or associate a clinic`,
};

/** Where a clinic user creates or joins a clinic (spec section 2): from the top bar and the no-clinic warning. */
export const CLINIC_MANAGEMENT_PATH = '/clinicManage';
