/** The emr service paths of spec section 7 for clinic images and their stages (under /api/emr). */
export const IMAGE_PATHS = {
  stageAdd: '/v1/clinicImage/stage/add',
  stageUpdate: '/v1/clinicImage/stage/update',
  stageDelete: '/v1/clinicImage/stage/delete',
  stageList: (patientId: number | string) => `/v1/clinicImage/stage/list/${patientId}`,
  imageAdd: '/v1/clinicImage/add',
  imageList: '/v1/clinicImage/list',
  imageDelete: '/v1/clinicImage/delete',
  rotate: '/oss/rotate',
} as const;
