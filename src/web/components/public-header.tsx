import { BrandMark } from './brand-mark';
import { LanguageSwitcher } from './language-switcher';
import { OnlineIndicator } from './online-indicator';
import { BRAND_NAME } from '../lib/app-config';

/** The public pages' top bar: the brand, the language switcher and the connection status. */
export function PublicHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-10">
        <div className="flex items-center gap-3">
          <BrandMark />
          <span className="text-xl font-semibold tracking-tight text-slate-900">{BRAND_NAME}</span>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <OnlineIndicator />
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
