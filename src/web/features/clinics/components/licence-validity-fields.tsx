import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DateField } from '../../../components/date-picker/date-field';

type LicenceValidityFieldsProps = {
  legend: ReactNode;
  validFrom: string;
  validTo: string;
  onChange: (patch: { validFrom?: string; validTo?: string }) => void;
  errors: { validFrom?: string | undefined; validTo?: string | undefined };
};

/** The validity period printed on a licence: two optional days (both or neither), the end not before the start. */
export function LicenceValidityFields({ legend, validFrom, validTo, onChange, errors }: LicenceValidityFieldsProps) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-base font-semibold text-slate-900">{legend}</legend>
      <p className="text-sm text-slate-600">
        <Trans>As printed on the licence. Leave both days empty if it has no end date.</Trans>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label={<Trans>Valid from</Trans>}
          value={validFrom}
          error={errors.validFrom}
          rangeWith={{ start: validFrom, end: validTo }}
          onChange={(value) => onChange({ validFrom: value })}
        />
        <DateField
          label={<Trans>Valid until</Trans>}
          value={validTo}
          error={errors.validTo}
          rangeWith={{ start: validFrom, end: validTo }}
          onChange={(value) => onChange({ validTo: value })}
        />
      </div>
    </fieldset>
  );
}
