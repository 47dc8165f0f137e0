import { useRef } from 'react';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { linkClass } from '../../../components/ui/styles';
import { telHref, useServiceContacts } from '../../../lib/service-contacts';
import { useOpenOnMount, type DeferredPopoverProps } from './deferred-popover';
import { ServiceIcon } from './icons';
import { serviceContactsButtonClass } from './top-bar-buttons';

/**
 * The service desk's e-mail and phone (spec section 2), behind one top-bar button: spelled out in the bar they took a
 * row of their own on every page of a laptop and a tablet (issue 13, item 12).
 */
export function ServiceContacts({ openOnMount = false }: DeferredPopoverProps) {
  const { t } = useLingui();
  const contacts = useServiceContacts();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useOpenOnMount(buttonRef, openOnMount);
  return (
    <Popover className="relative">
      <PopoverButton
        ref={buttonRef}
        aria-label={t`Service contacts`}
        title={t`Service contacts`}
        className={serviceContactsButtonClass}
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
