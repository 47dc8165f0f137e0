import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../domain/locale';
import { changeLocale } from '../lib/i18n';

/**
 * A native select named "Language"; each option reads in its own language (English, 中文, Русский). Its visible
 * label gives way below 1280 px (the top bar keeps one row); the select is still named by it.
 */
export function LanguageSwitcher() {
  const { i18n } = useLingui();
  const selectId = useId();
  const [isChanging, setIsChanging] = useState(false);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={selectId} className="sr-only text-sm text-slate-600 xl:not-sr-only">
        <Trans>Language</Trans>
      </label>
      <select
        id={selectId}
        value={i18n.locale}
        aria-busy={isChanging}
        onChange={(event) => {
          const locale = event.target.value;
          if (!isLocale(locale)) return;
          setIsChanging(true);
          void changeLocale(locale)
            .catch(() => undefined)
            .finally(() => setIsChanging(false));
        }}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
