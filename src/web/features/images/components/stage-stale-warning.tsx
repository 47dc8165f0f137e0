import { Trans } from '@lingui/react/macro';
import { isStageStale } from '../../../../domain/images/image-rules';
import { FormAlert } from '../../../components/ui/form-alert';

/**
 * Spec sections 5 and 9: patient image data should be submitted within 3 months. A stage dated more than three
 * months before today says so: these photos are too old for a new case.
 */
export function StageStaleWarning({ stageTime, today }: { stageTime: string; today: string }) {
  if (!stageTime || !isStageStale(stageTime, today)) return null;
  return (
    <FormAlert tone="warning" size="sm">
      <Trans>
        Patient image data should be submitted within 3 months: these photos are older; take new ones for a new case.
      </Trans>
    </FormAlert>
  );
}
