import type { DrugTexts } from '../drugs';

/** A drug of the reference set written for Cuspid: a stable code and its texts in every interface language. */
export type ReferenceDrug = { code: string; texts: DrugTexts };
