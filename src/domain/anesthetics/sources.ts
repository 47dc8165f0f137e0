import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Where each dose figure comes from. The citation is the document's own title (left as published, like a drug's
 * brand name); `kind` says in the user's language what sort of document it is.
 */
export type DoseSource = {
  id: SourceId;
  kind: MessageDescriptor;
  citation: string;
};

export type SourceId =
  | 'fdaLidocaineDental'
  | 'fdaLidocainePlain'
  | 'fdaArticaine'
  | 'fdaMepivacaine'
  | 'fdaPrilocaine'
  | 'fdaBupivacaine'
  | 'aapdPaediatric'
  | 'chinaArticaine'
  | 'malamedEpinephrine'
  | 'projectDecision';

const usLabel = msg`US prescribing information (FDA label)`;

export const DOSE_SOURCES: Record<SourceId, DoseSource> = {
  fdaLidocaineDental: {
    id: 'fdaLidocaineDental',
    kind: usLabel,
    citation:
      'Xylocaine Dental (lidocaine HCl 2% and epinephrine 1:100,000) injection, prescribing information, Dentsply',
  },
  fdaLidocainePlain: {
    id: 'fdaLidocainePlain',
    kind: usLabel,
    citation:
      'Xylocaine (lidocaine HCl) injection for infiltration and nerve block, prescribing information, Fresenius Kabi',
  },
  fdaArticaine: {
    id: 'fdaArticaine',
    kind: usLabel,
    citation: 'Septocaine (articaine HCl 4% and epinephrine 1:100,000) injection, prescribing information, Septodont',
  },
  fdaMepivacaine: {
    id: 'fdaMepivacaine',
    kind: usLabel,
    citation: 'Carbocaine 3% / Polocaine Dental (mepivacaine HCl 3%) injection, prescribing information',
  },
  fdaPrilocaine: {
    id: 'fdaPrilocaine',
    kind: usLabel,
    citation: 'Citanest Plain Dental (prilocaine HCl 4%) injection, prescribing information, Dentsply',
  },
  fdaBupivacaine: {
    id: 'fdaBupivacaine',
    kind: usLabel,
    citation: 'Marcaine 0.5% with epinephrine 1:200,000 (bupivacaine HCl) dental cartridge, prescribing information',
  },
  aapdPaediatric: {
    id: 'aapdPaediatric',
    kind: msg`Paediatric guideline`,
    citation:
      'American Academy of Pediatric Dentistry, Use of Local Anesthesia for Pediatric Dental Patients (Reference Manual)',
  },
  chinaArticaine: {
    id: 'chinaArticaine',
    kind: msg`Chinese package insert`,
    citation: '阿替卡因肾上腺素注射液（必兰 Primacaine）说明书',
  },
  malamedEpinephrine: {
    id: 'malamedEpinephrine',
    kind: msg`Textbook`,
    citation: 'Malamed SF, Handbook of Local Anesthesia, 7th ed., Elsevier 2019 (vasoconstrictor doses)',
  },
  projectDecision: {
    id: 'projectDecision',
    kind: msg`Cuspid decision where the source gives no number`,
    citation: 'docs/tools.md',
  },
};

/** A figure and the source it comes from, shown side by side. */
export type Sourced<T> = { value: T; source: SourceId };

export const sourced = <T>(value: T, source: SourceId): Sourced<T> => ({ value, source });
