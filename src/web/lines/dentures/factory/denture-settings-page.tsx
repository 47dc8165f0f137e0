import { useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { findDentureMessage } from '../../../../domain/lines/dentures/messages';
import { DENTURE_PATHS, type TDentureSettings, ZDentureSettings } from '../../../../domain/lines/dentures/requests';
import { TextField } from '../../../components/ui/form/text-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { cardClass, primaryButtonClass } from '../../../components/ui/styles';
import { CASE_LOOKUPS } from '../../../features/factory/lib/case-message-lookup';
import { collectIssuesByPath } from '../../../lib/forms/field-errors';
import { failureOf, RequestFailedError, serverFieldMessages } from '../../../lib/forms/request-failure';
import { api } from '../../../lib/http/api-client';
import { useCan } from '../../../lib/session/permissions';

type Field = keyof TDentureSettings;
const FIELDS: readonly Field[] = [
  'longBridgeThreshold',
  'longBridgeUnitPrice',
  'subsDeposit',
  'grindUnitPrice',
  'porcelainUnitPrice',
];
const fieldId = (field: Field) => `denture-settings-${field}`;

const settingsQuery = queryOptions({
  queryKey: ['denture-settings'] as const,
  queryFn: async ({ signal }): Promise<TDentureSettings> => {
    const result = await api.get<TDentureSettings>('order', DENTURE_PATHS.settings, { signal, isSilent: true });
    if (!result.ok) throw new RequestFailedError(result);
    return result.data;
  },
  retry: false,
});

async function saveSettings(settings: TDentureSettings): Promise<TDentureSettings> {
  const result = await api.post<TDentureSettings>('order', DENTURE_PATHS.settings, settings, { isSilent: true });
  if (!result.ok) throw new RequestFailedError(result);
  return result.data;
}

const asText = (settings: TDentureSettings): Record<Field, string> =>
  Object.fromEntries(FIELDS.map((field) => [field, String(settings[field])])) as Record<Field, string>;

/**
 * /userFactory/settings: the factory's cost settings of fixed dentures (docs/orders.md, "Costs"): the long bridge's
 * threshold and price per unit beyond it, the substitute implant analog's deposit, the abutment grinding and porcelain
 * per unit. Every factory user reads them; a factory admin (permission `factory:prices`) changes them, and the server
 * refuses anyone else. New orders are priced with them; orders already submitted keep their costs.
 */
export function DentureSettingsPage() {
  const { t } = useLingui();
  const settings = useQuery(settingsQuery);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>Fixed denture prices</Trans>
      </h1>
      {settings.isError ? (
        <LoadError
          message={failureOf(settings.error)?.msg || t`The prices could not be loaded.`}
          onRetry={() => void settings.refetch()}
          error={settings.error}
        />
      ) : settings.data ? (
        <SettingsForm stored={settings.data} />
      ) : (
        <p className="text-base text-slate-600">
          <Trans>Loading…</Trans>
        </p>
      )}
    </div>
  );
}

function SettingsForm({ stored }: { stored: TDentureSettings }) {
  const { i18n, t } = useLingui();
  const canEdit = useCan('factory:prices');
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => asText(stored));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsQuery.queryKey, answer);
      setValues(asText(answer));
      setSaved(true);
    },
    onError: (error) => {
      const failure = failureOf(error);
      if (failure) setErrors(serverFieldMessages(failure));
    },
  });
  const labels: Record<Field, string> = {
    longBridgeThreshold: t`Long bridge from (units)`,
    longBridgeUnitPrice: t`Long bridge price per unit beyond it`,
    subsDeposit: t`Substitute implant analog deposit`,
    grindUnitPrice: t`Abutment grinding per implant unit`,
    porcelainUnitPrice: t`Porcelain per unit`,
  };
  const hints: Partial<Record<Field, string>> = {
    longBridgeThreshold: t`A bridge of more units than this is charged the long bridge price for each unit beyond it.`,
    subsDeposit: t`Refunded when the analog comes back.`,
  };

  function submit() {
    setSaved(false);
    const parsed = ZDentureSettings.safeParse(
      Object.fromEntries(FIELDS.map((field) => [field, values[field].trim() === '' ? NaN : Number(values[field])])),
    );
    if (!parsed.success) {
      const found = collectIssuesByPath(i18n, [parsed], [...CASE_LOOKUPS, findDentureMessage]);
      setErrors(found);
      const first = FIELDS.find((field) => found[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    save.mutate(parsed.data);
  }

  return (
    <form
      noValidate
      className={`${cardClass} flex flex-col gap-4`}
      aria-label={t`Fixed denture prices`}
      onSubmit={(event) => {
        event.preventDefault();
        if (canEdit) submit();
      }}
    >
      <p className="text-base text-slate-700">
        <Trans>Amounts in yuan. New orders are priced with these; orders already submitted keep their costs.</Trans>
      </p>
      <fieldset disabled={save.isPending} className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field}
            id={fieldId(field)}
            label={labels[field]}
            hint={hints[field]}
            inputMode={field === 'longBridgeThreshold' ? 'numeric' : 'decimal'}
            autoComplete="off"
            readOnly={!canEdit}
            value={values[field]}
            onChange={(event) => {
              setSaved(false);
              setValues((current) => ({ ...current, [field]: event.target.value }));
              setErrors((current) => ({ ...current, [field]: undefined }));
            }}
            error={errors[field]}
          />
        ))}
      </fieldset>
      {save.isError ? (
        <FormAlert>{failureOf(save.error)?.msg || t`The change could not be saved. Please try again.`}</FormAlert>
      ) : null}
      {saved ? (
        <FormAlert tone="success">
          <Trans>The prices are saved.</Trans>
        </FormAlert>
      ) : null}
      {canEdit ? (
        <div className="flex justify-end">
          <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
            {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save the prices</Trans>}
          </button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          <Trans>Only a factory admin changes the prices.</Trans>
        </p>
      )}
    </form>
  );
}
