import type { ReactNode } from 'react';
import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';

type ModalDialogProps = {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  /** `md` for a short question (confirm), `lg` (the default) for a form or a record. */
  size?: 'md' | 'lg';
  children: ReactNode;
};

const panelWidths = { md: 'max-w-md', lg: 'max-w-lg' };

/** A modal dialog with a title (its accessible name); Escape or a click outside closes it. */
export function ModalDialog({ title, description, onClose, size = 'lg', children }: ModalDialogProps) {
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div aria-hidden="true" className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <div className="flex min-h-full items-center justify-center">
          <DialogPanel className={`w-full ${panelWidths[size]} rounded-xl bg-white p-6 shadow-xl`}>
            <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
            {description ? <Description className="mt-1 text-base text-slate-600">{description}</Description> : null}
            <div className="mt-4">{children}</div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
