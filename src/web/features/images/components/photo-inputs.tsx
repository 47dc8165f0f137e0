import { Trans } from '@lingui/react/macro';
import { PhotoSourceButtons } from '../../../components/upload/photo-source-buttons';
import { primaryButtonClass } from '../../../components/ui/styles';

type PhotoInputsProps = {
  onFiles: (files: File[]) => void;
  isDisabled?: boolean;
};

/** A stage's photos: from the tablet's camera, or several at once from the device's files. */
export function PhotoInputs({ onFiles, isDisabled = false }: PhotoInputsProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <PhotoSourceButtons
        onFiles={onFiles}
        isDisabled={isDisabled}
        isMultiple
        takeClassName={primaryButtonClass}
        chooseLabel={<Trans>Add photos</Trans>}
      />
    </div>
  );
}
