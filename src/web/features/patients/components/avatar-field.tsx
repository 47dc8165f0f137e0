import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { FieldError } from '../../../components/ui/form/form-field';
import { focusRing, labelClass, secondaryButtonClass } from '../../../components/ui/styles';
import { PhotoSourceButtons } from '../../../components/upload/photo-source-buttons';
import type { AvatarValue } from '../lib/patient-form';
import { PatientAvatar } from './patient-avatar';

const pickerClass =
  'relative inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 ' +
  `bg-white px-4 text-base font-medium text-slate-700 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-teal-700 ${focusRing}`;

type AvatarFieldProps = {
  name: string;
  value: AvatarValue | null;
  /** A chosen or photographed file, to queue for upload. */
  onPick: (file: File) => void;
  onRemove: () => void;
  error?: string | null;
  /** While a picked file is being stored on the device. */
  isBusy: boolean;
};

/**
 * The patient's photo: taken with the tablet's camera (`capture`) or chosen from files. It is queued in the outbox at
 * once (its parts wait on this device) and uploaded before the patient request that names it.
 */
export function AvatarField({ name, value, onPick, onRemove, error, isBusy }: AvatarFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="sm:col-span-2">
      <legend className={labelClass}>
        <Trans>Photo</Trans>
      </legend>
      <div className="flex flex-wrap items-center gap-3">
        <PatientAvatar
          name={name}
          avatar={value?.kind === 'queued' ? value : value?.key}
          avatarUrl={value?.kind === 'stored' ? value.url : null}
          size="lg"
        />
        <PhotoSourceButtons
          onFiles={(files) => {
            if (files[0]) onPick(files[0]);
          }}
          isDisabled={isBusy}
          chooseLabel={<Trans>Choose photo</Trans>}
          takeClassName={pickerClass}
          chooseClassName={pickerClass}
          describedBy={error ? errorId : undefined}
          isInvalid={Boolean(error)}
        />
        {value ? (
          <button type="button" onClick={onRemove} disabled={isBusy} className={secondaryButtonClass}>
            <Trans>Remove photo</Trans>
          </button>
        ) : null}
        {isBusy ? (
          <span role="status" className="text-sm text-slate-600">
            <Trans>Keeping the photo on this device…</Trans>
          </span>
        ) : value?.kind === 'queued' ? (
          <span className="text-sm text-slate-600">
            <Trans>Kept on this device; uploaded in the background.</Trans>
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Optional. JPG or PNG.</Trans>
      </p>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
