import { useId, useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BLACK_TRIANGLE_OPTIONS,
  EDENTULOUS_AREA_OPTIONS,
  FORM_DESIGN_OPTIONS,
  OCCLUSION_OPTIONS,
  PROXIMAL_CONTACT_OPTIONS,
  TRANSPARENCY_OPTIONS,
  type TDesignPreference,
  type TDesignPreferenceView,
} from '../../../../domain/clinics/design-preferences';
import { toast } from '../../../components/ui/toast/toast-store';
import { useDesignPreference } from '../api/get-design-preference';
import { useSaveDesignPreference, ZDesignPreference } from '../api/save-design-preference';
import { failureOf } from '../../../lib/forms/request-failure';
import { useEditBase } from '../../../lib/forms/use-edit-base';
import { LoadError } from '../../../components/ui/load-error';
import { primaryButtonClass } from '../../../components/ui/styles';

type Choice<Value extends string | number> = { value: Value; label: MessageDescriptor };

function RadioGroup<Value extends string | number>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-base has-focus-visible:outline-2 has-focus-visible:outline-teal-700 ${
              choice.value === value ? 'border-teal-700 bg-teal-50' : 'border-slate-300 bg-white'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={String(choice.value)}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
              className="size-5 accent-teal-700"
            />
            {i18n._(choice.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const byId = <Options extends readonly { id: number; label: MessageDescriptor }[]>(options: Options) =>
  options.map((option) => ({ value: option.id as Options[number]['id'], label: option.label }));

function withoutSavedFlag({ isSaved: _isSaved, ...preference }: TDesignPreferenceView): TDesignPreference {
  return preference;
}

function PreferencesForm({ saved }: { saved: TDesignPreferenceView }) {
  const { t } = useLingui();
  const name = useId();
  const [opened] = useState(() => withoutSavedFlag(saved));
  const [values, setValues] = useState<TDesignPreference>(opened);
  // What the form opened on (then what it last saved): a group changed elsewhere meanwhile is kept or named.
  const editBase = useEditBase(opened);
  const [formError, setFormError] = useState<string | null>(null);
  const savePreference = useSaveDesignPreference();
  const set =
    <Key extends keyof TDesignPreference>(key: Key) =>
    (value: TDesignPreference[Key]) =>
      setValues((current) => ({ ...current, [key]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (savePreference.isPending) return;
    setFormError(null);
    const parsed = ZDesignPreference.safeParse(values);
    if (!parsed.success) {
      setFormError(t`Choose one option in each group.`);
      return;
    }
    try {
      // The answer is what is stored: the user's groups with any another saved meanwhile.
      const stored = withoutSavedFlag(await savePreference.mutateAsync(editBase.withBase(parsed.data)));
      editBase.saved(stored);
      setValues(stored);
      toast.success(t`Your clinical preferences were saved.`);
    } catch (error) {
      editBase.failed(error);
      setFormError(failureOf(error)?.msg || t`Your preferences could not be saved. Please try again.`);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Clinical preferences`}>
      <fieldset disabled={savePreference.isPending} className="flex flex-col gap-4">
        {saved.isSaved ? null : (
          <p role="status" className="rounded-lg border border-teal-200 bg-teal-50 px-4 py-3 text-sm text-teal-900">
            <Trans>You have not saved preferences yet: these are the defaults.</Trans>
          </p>
        )}
        <RadioGroup
          legend={t`Occlusion`}
          name={`${name}-occlusion`}
          choices={byId(OCCLUSION_OPTIONS)}
          value={values.occlusion}
          onChange={set('occlusion')}
        />
        <RadioGroup
          legend={t`Proximal contact`}
          name={`${name}-proximal`}
          choices={byId(PROXIMAL_CONTACT_OPTIONS)}
          value={values.proximalContact}
          onChange={set('proximalContact')}
        />
        <RadioGroup
          legend={t`Edentulous area`}
          name={`${name}-edentulous`}
          choices={byId(EDENTULOUS_AREA_OPTIONS)}
          value={values.edentulousArea}
          onChange={set('edentulousArea')}
        />
        <RadioGroup
          legend={t`Black triangle`}
          name={`${name}-black-triangle`}
          choices={byId(BLACK_TRIANGLE_OPTIONS)}
          value={values.blackTriangle}
          onChange={set('blackTriangle')}
        />
        <RadioGroup
          legend={t`Transparency`}
          name={`${name}-transparency`}
          choices={TRANSPARENCY_OPTIONS}
          value={values.transparency}
          onChange={set('transparency')}
        />
        <RadioGroup
          legend={t`Form design`}
          name={`${name}-form-design`}
          choices={FORM_DESIGN_OPTIONS}
          value={values.formDesign}
          onChange={set('formDesign')}
        />
        {formError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {formError}
          </p>
        ) : null}
        <div>
          <button type="submit" className={primaryButtonClass}>
            {savePreference.isPending ? <Trans>Saving…</Trans> : <Trans>Save preferences</Trans>}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/** Clinical preferences: the denture design preferences of spec section 3, each a group of radio buttons. */
export function DesignPreferencesPanel() {
  const preference = useDesignPreference();
  if (preference.data) return <PreferencesForm saved={preference.data} />;
  if (preference.isError)
    return (
      <LoadError
        message={<Trans>Your preferences could not be loaded.</Trans>}
        onRetry={() => void preference.refetch()}
        error={preference.error}
      />
    );
  return (
    <p className="text-base text-slate-500">
      <Trans>Loading…</Trans>
    </p>
  );
}
