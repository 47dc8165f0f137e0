import { useId, useState } from 'react';
import type { z } from 'zod';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { OTHER_DESCRIPTION_MAX } from '../../../../../domain/orders/order-model';
import { type ZCaseScheme } from '../../../../../domain/lines/aligners/case-data';
import { TREATMENT_METHOD_GROUPS } from '../../../../../domain/lines/aligners/case-options';
import { ChoiceChips } from '../../../../components/cases/choice-fields';
import { FieldError } from '../../../../components/ui/form/form-field';
import { TextAreaField } from '../../../../components/ui/form/text-area-field';
import { TextField } from '../../../../components/ui/form/text-field';

export type SchemeValue = Partial<z.input<typeof ZCaseScheme>>;

export type SchemeStepProps = {
  value: SchemeValue;
  onChange: (next: SchemeValue) => void;
  /** Translated messages keyed by the top-level field name (`treatmentMethods`, `otherDescription`). */
  errors: Partial<Record<string, string>>;
};

/** How the case data counts the description: trimmed, as the schema does before its 200-character limit. */
const lengthOf = (text: string) => text.trim().length;

/**
 * Step 5 of the case wizard, the scheme design: the treatment methods group by group (a filter box narrows the
 * list; chosen methods stay chosen when hidden), how many are chosen, and the other design description. A
 * description past 200 characters is kept as typed and flagged, so the user can shorten it.
 */
export function SchemeStep({ value, onChange, errors }: SchemeStepProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [filter, setFilter] = useState('');
  const methods = value.treatmentMethods ?? [];
  const description = value.otherDescription ?? '';
  const length = lengthOf(description);
  const isTooLong = length > OTHER_DESCRIPTION_MAX;
  const needle = filter.trim().toLocaleLowerCase(i18n.locale);
  const groups = TREATMENT_METHOD_GROUPS.map((group) => ({
    group,
    options: group.methods.list.filter(
      (option) => !needle || i18n._(option.label).toLocaleLowerCase(i18n.locale).includes(needle),
    ),
  })).filter((shown) => shown.options.length > 0);
  const methodsError = errors.treatmentMethods;

  return (
    <div className="flex flex-col gap-6">
      <fieldset
        aria-labelledby={`${id}-methods`}
        aria-describedby={[`${id}-count`, methodsError ? `${id}-methods-error` : null].filter(Boolean).join(' ')}
        aria-invalid={methodsError ? true : undefined}
        className="flex min-w-0 flex-col gap-4"
      >
        <legend id={`${id}-methods`} className="text-lg font-semibold text-slate-900">
          <Trans>Treatment methods</Trans>
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
        </legend>
        <div className="flex flex-wrap items-end gap-4">
          <TextField
            type="search"
            label={<Trans>Find a method</Trans>}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            autoComplete="off"
            className="min-w-0 flex-1 sm:max-w-sm"
          />
          <p id={`${id}-count`} role="status" className="min-h-11 content-center text-base font-medium text-slate-800">
            {plural(methods.length, { one: '# method chosen', other: '# methods chosen' })}
          </p>
        </div>
        <FieldError id={`${id}-methods-error`} error={methodsError} />
        {groups.length === 0 ? (
          <p className="text-base text-slate-600">
            <Trans>No method matches “{filter}”.</Trans>
          </p>
        ) : null}
        {groups.map(({ group, options }) => (
          <ChoiceChips
            key={group.group}
            legend={i18n._(group.label)}
            options={options}
            values={methods}
            onChange={(treatmentMethods) => onChange({ ...value, treatmentMethods })}
          />
        ))}
      </fieldset>
      <div>
        <TextAreaField
          label={<Trans>Other design description</Trans>}
          value={description}
          onChange={(event) => onChange({ ...value, otherDescription: event.target.value })}
          rows={4}
          error={
            isTooLong
              ? t`Shorten the description to ${OTHER_DESCRIPTION_MAX} characters or fewer.`
              : errors.otherDescription
          }
          hint={
            <span className={isTooLong ? 'font-medium text-red-700' : undefined}>
              <Trans>
                {length} of {OTHER_DESCRIPTION_MAX} characters
              </Trans>
            </span>
          }
        />
        <p className="sr-only" aria-live="polite">
          {isTooLong
            ? plural(length - OTHER_DESCRIPTION_MAX, {
                one: 'The description is # character too long.',
                other: 'The description is # characters too long.',
              })
            : ''}
        </p>
      </div>
    </div>
  );
}
