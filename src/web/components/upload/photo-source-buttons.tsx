import type { ChangeEvent, ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { secondaryButtonClass } from '../ui/styles';

/** JPEG and PNG: what the image store takes; an X-ray export or a screenshot is one of them. */
export const PHOTO_FILE_ACCEPT = 'image/jpeg,image/png';

const withFocus = 'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-teal-700';
const whenDisabled = ' pointer-events-none opacity-60';

type PhotoSourceButtonsProps = {
  onFiles: (files: File[]) => void;
  isDisabled?: boolean;
  /** Several files at once from the device (the camera always hands over one). */
  isMultiple?: boolean;
  /** Button texts; by default "Take photo" and "Choose from files". */
  takeLabel?: ReactNode;
  chooseLabel?: ReactNode;
  /** Accessible names when the button text alone is not enough (say, which photo slot). */
  takeAriaLabel?: string;
  chooseAriaLabel?: string;
  takeClassName?: string;
  chooseClassName?: string;
  /** `data-testid` of the camera input; the file input gets the same with `-file`. */
  testId?: string;
  describedBy?: string;
  isInvalid?: boolean;
};

/**
 * Every photo slot's two ways in: the tablet's camera (`capture`) and the device's files (X-rays, exports,
 * screenshots). A `capture` input alone opens only the camera on a tablet, so a slot never offers it alone.
 * Each input sits inside its label (the whole button opens it) and is emptied after a choice, so the same file can
 * be chosen again.
 */
export function PhotoSourceButtons({
  onFiles,
  isDisabled = false,
  isMultiple = false,
  takeLabel = <Trans>Take photo</Trans>,
  chooseLabel = <Trans>Choose from files</Trans>,
  takeAriaLabel,
  chooseAriaLabel,
  takeClassName = secondaryButtonClass,
  chooseClassName = secondaryButtonClass,
  testId,
  describedBy,
  isInvalid = false,
}: PhotoSourceButtonsProps) {
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  }
  const common = {
    type: 'file',
    className: 'sr-only',
    disabled: isDisabled,
    onChange,
    accept: PHOTO_FILE_ACCEPT,
    'aria-describedby': describedBy,
    'aria-invalid': isInvalid ? true : undefined,
  } as const;
  return (
    <>
      <label className={`${takeClassName} ${withFocus}${isDisabled ? whenDisabled : ''}`}>
        <input {...common} capture="environment" aria-label={takeAriaLabel} data-testid={testId} />
        {takeLabel}
      </label>
      <label className={`${chooseClassName} ${withFocus}${isDisabled ? whenDisabled : ''}`}>
        <input
          {...common}
          multiple={isMultiple}
          aria-label={chooseAriaLabel}
          data-testid={testId ? `${testId}-file` : undefined}
        />
        {chooseLabel}
      </label>
    </>
  );
}
