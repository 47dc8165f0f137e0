import type { TClinicImage, TImageStage } from '../../../../domain/images/image-schemas';

export function buildStage(overrides: Partial<TImageStage> = {}): TImageStage {
  const id = overrides.id ?? 1;
  return {
    id,
    stageId: id,
    clinicId: 11,
    patientId: 17,
    name: `Stage ${id}`,
    stageTime: '2026-01-10',
    clientId: null,
    imageCount: 0,
    createdAt: 1_700_000_000_000 + id,
    ...overrides,
  };
}

export function buildImage(overrides: Partial<TClinicImage> = {}): TClinicImage {
  const id = overrides.id ?? 1;
  const urlName = overrides.urlName ?? `photo/11/${id}-v${overrides.version ?? 0}.jpg`;
  return {
    id,
    clinicId: 11,
    imageStageId: 1,
    patientId: 17,
    photoName: `photo-${id}.jpg`,
    toothNo: '',
    type: 99,
    urlName,
    url: `https://files.test/${urlName}?sig=full`,
    thumbUrl: `https://files.test/${urlName}?sig=thumb`,
    width: 4000,
    height: 3000,
    userId: 7,
    version: 0,
    clientId: null,
    createdAt: 1_700_000_000_000 + id,
    ...overrides,
  };
}
