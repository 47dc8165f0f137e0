import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CaseWizardDraft } from './aligner-draft';

const warnings = {
  stageWithoutPhotos: msg`The chosen image stage has no photos. The manufacturer plans from them: add them in step 2, or submit knowing they are missing.`,
  upperScanOnly: msg`Both arches are to be treated, but only the upper scan is attached.`,
  lowerScanOnly: msg`Both arches are to be treated, but only the lower scan is attached.`,
};

/**
 * What the wizard questions without blocking (issue: let the doctor go on knowingly): an image stage without a photo,
 * and a case for both arches with one digital scan. `stagePhotoCount` is null while the stage's photos are unknown.
 */
export function caseWarnings(i18n: I18n, draft: CaseWizardDraft, stagePhotoCount: number | null): string[] {
  const found: string[] = [];
  if (draft.images.stageKey && stagePhotoCount === 0) found.push(i18n._(warnings.stageWithoutPhotos));
  const { model } = draft;
  if (draft.basic.arches === 'both' && model.kind === 'digital' && (model.upper === null) !== (model.lower === null)) {
    found.push(i18n._(model.upper ? warnings.upperScanOnly : warnings.lowerScanOnly));
  }
  return found;
}
