/** The clinic screens' routes (spec section 2), for links between them. */
export const CLINIC_PATHS = {
  manage: '/clinicManage',
  createCompany: '/createCompany',
  createChain: '/createCompanys',
  associate: '/concatCompany',
  authStatus: '/authStatus',
  myCompany: '/myCompany',
  doctorAuthentication: '/shuyaHome',
  home: '/home',
} as const;
