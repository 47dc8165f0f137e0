import type { ReactNode } from 'react';
import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';

type FormDialogProps = {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
};

/** A modal dialog with a title (its accessible name); Escape or a click outside closes it. */
export function FormDialog({ title, description, onClose, children }: FormDialogProps) {
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div aria-hidden="true" className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <div className="flex min-h-full items-center justify-center">
          <DialogPanel className="w-full max-w-lg rounded-xl bg-white p-6 shadow-xl">
            <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
            {description ? <Description className="mt-1 text-base text-slate-600">{description}</Description> : null}
            <div className="mt-4">{children}</div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
