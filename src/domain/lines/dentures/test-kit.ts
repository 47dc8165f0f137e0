import type { z } from 'zod';
import type { ZUnit } from './prosthetics';
import type { TDentureDataInput } from './wizard';

/**
 * Units and restorations for the denture tests (domain and server): a crown on a natural tooth, an implant crown, a
 * pontic; each takes what the test changes. Not shipped: only tests import it.
 */
type UnitInput = z.input<typeof ZUnit>;

export const crown = (tooth: number, extra: Partial<UnitInput> = {}): UnitInput => ({
  tooth,
  abutmentEdge: 'gumLine',
  ...extra,
});

export const implantCrown = (tooth: number, extra: Partial<UnitInput> = {}): UnitInput => ({
  tooth,
  abutmentEdge: 'subgingival',
  fixation: 'screwRetained',
  implant: { brand: 'straumann', system: 'blt', model: 'RC 4.1', abutmentSource: 'bought', scanBar: true },
  ...extra,
});

export const pontic = (tooth: number, extra: Partial<UnitInput> = {}): UnitInput => ({ tooth, pontic: true, ...extra });

export const single = (unit: UnitInput) => ({ kind: 'single' as const, unit });
export const bridge = (...units: UnitInput[]) => ({ kind: 'bridge' as const, units });

/** A three-unit bridge 13-11 and an implant crown on 36, shaded, designed, with a digital upper scan. */
export function dentureData(overrides: Partial<TDentureDataInput> = {}): TDentureDataInput {
  const shade = (tooth: number) => ({ tooth, shades: [{ guide: 'vitaClassical' as const, shade: 'A2' }] });
  return {
    basic: { patientId: 7, doctorName: 'Dr Ada', doctorMobile: '13800138000' },
    teeth: {
      dentureType: 'both',
      restorations: [bridge(crown(13), pontic(12), crown(11, { porcelain: true })), single(implantCrown(36))],
    },
    shades: { teeth: [13, 12, 11, 36].map(shade) },
    design: {
      occlusion: 'normal',
      proximalContact: 'point',
      edentulousArea: 'modifiedSaddle',
      blackTriangle: 'partial',
    },
    model: { kind: 'digital', upperModelId: 3 },
    ...overrides,
  };
}
