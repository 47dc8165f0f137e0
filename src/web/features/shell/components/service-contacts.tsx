import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { linkClass } from '../../../components/ui/styles';
import { telHref, useServiceContacts } from '../../../lib/service-contacts';
import { ServiceIcon } from './icons';

/**
 * The service desk's e-mail and phone (spec section 2), behind one top-bar button: spelled out in the bar they took a
 * row of their own on every page of a laptop and a tablet (issue 13, item 12).
 */
export function ServiceContacts() {
  const { t } = useLingui();
  const contacts = useServiceContacts();
  return (
    <Popover className="relative">
      <PopoverButton
        aria-label={t`Service contacts`}
        title={t`Service contacts`}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        <ServiceIcon />
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-30 w-[min(20rem,calc(100vw-1rem))] rounded-xl border border-slate-200 bg-white p-4 shadow-xl [--anchor-gap:0.25rem]"
      >
        <address className="flex flex-col gap-2 text-sm not-italic text-slate-600">
          <span className="flex flex-col">
            <Trans>Service e-mail</Trans>
            <a href={`mailto:${contacts?.email ?? ''}`} className={linkClass}>
              {contacts?.email}
            </a>
          </span>
          <span className="flex flex-col">
            <Trans>Service phone</Trans>
            <a href={telHref(contacts?.phone ?? '')} className={linkClass}>
              {contacts?.phone}
            </a>
          </span>
        </address>
      </PopoverPanel>
    </Popover>
  );
}
