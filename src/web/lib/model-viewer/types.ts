/** Where a model's bytes come from: a signed link (fetched without credentials) or a local file not yet uploaded. */
export type ModelSource =
  { kind: 'url'; url: string; fileName: string } | { kind: 'blob'; blob: Blob; fileName: string };

export type Jaw = 'upper' | 'lower';

export type ViewerModel = { id: string; jaw: Jaw; source: ModelSource; label?: string };

/** One step of a staged treatment plan; a jaw without a model keeps showing the nearest earlier step's model. */
export type StagedStep = { step: number; upper: ModelSource | null; lower: ModelSource | null };

export const JAWS: readonly Jaw[] = ['upper', 'lower'];
