import type { ChangeEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/ui/styles';

type PhotoInputsProps = {
  onFiles: (files: File[]) => void;
  isDisabled?: boolean;
};

/** The file input sits inside its label: the whole button opens the chooser, and keyboard focus shows on it. */
const inputClass = 'sr-only';
const withFocus = 'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-teal-700';

/**
 * Photos come from files (several at once) or, on a tablet, straight from the camera (`capture`), as the issue asks.
 * The input is emptied after each choice, so the same file can be chosen again.
 */
export function PhotoInputs({ onFiles, isDisabled = false }: PhotoInputsProps) {
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  }
  return (
    <div className="flex flex-wrap gap-3">
      <label className={`${primaryButtonClass} ${withFocus}${isDisabled ? ' pointer-events-none opacity-60' : ''}`}>
        <input
          type="file"
          accept="image/*"
          capture="environment"
          disabled={isDisabled}
          onChange={onChange}
          className={inputClass}
        />
        <Trans>Take photo</Trans>
      </label>
      <label className={`${secondaryButtonClass} ${withFocus}${isDisabled ? ' pointer-events-none opacity-60' : ''}`}>
        <input
          type="file"
          accept="image/jpeg,image/png"
          multiple
          disabled={isDisabled}
          onChange={onChange}
          className={inputClass}
        />
        <Trans>Add photos</Trans>
      </label>
    </div>
  );
}
