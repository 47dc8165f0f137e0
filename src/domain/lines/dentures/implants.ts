/**
 * The implant catalogue a fixed-denture unit's implant is checked against, as a chain: brand, then a system of that
 * brand, then a model (platform and diameter) of that system. The spec names the three levels, not the catalogue;
 * these are a few real systems labs commonly restore (docs/orders.md, "Fixed dentures"). Names are the makers' own and
 * are not translated. Values are stable: they are stored with the order.
 */

export type ImplantSystem = { value: string; name: string; models: readonly string[] };
export type ImplantBrand = { value: string; name: string; systems: readonly ImplantSystem[] };

export const IMPLANT_CATALOGUE: readonly ImplantBrand[] = [
  {
    value: 'straumann',
    name: 'Straumann',
    systems: [
      { value: 'blt', name: 'Bone Level Tapered', models: ['NC 3.3', 'RC 4.1', 'RC 4.8'] },
      { value: 'tl', name: 'Tissue Level', models: ['NN 3.3', 'RN 4.1', 'WN 4.8'] },
    ],
  },
  {
    value: 'nobelBiocare',
    name: 'Nobel Biocare',
    systems: [
      { value: 'nobelActive', name: 'NobelActive', models: ['NP 3.5', 'RP 4.3', 'RP 5.0'] },
      { value: 'nobelParallelCc', name: 'NobelParallel CC', models: ['NP 3.75', 'RP 4.3', 'RP 5.0', 'WP 5.5'] },
    ],
  },
  {
    value: 'osstem',
    name: 'Osstem',
    systems: [{ value: 'tsIII', name: 'TSIII SA', models: ['Mini 3.5', 'Regular 4.0', 'Regular 4.5', 'Regular 5.0'] }],
  },
  {
    value: 'dentium',
    name: 'Dentium',
    systems: [{ value: 'superLine', name: 'SuperLine', models: ['3.6', '4.0', '4.5', '5.0'] }],
  },
];

export type ImplantChoice = { brand: string; system: string; model: string };

/** Which link of the chain is not in the catalogue (the first one that is not), or null when all three are. */
export function implantProblem(choice: ImplantChoice): 'brand' | 'system' | 'model' | null {
  const brand = IMPLANT_CATALOGUE.find((entry) => entry.value === choice.brand);
  if (!brand) return 'brand';
  const system = brand.systems.find((entry) => entry.value === choice.system);
  if (!system) return 'system';
  return system.models.includes(choice.model) ? null : 'model';
}
