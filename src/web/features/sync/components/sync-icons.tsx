import { OutlineIcon as Icon } from '../../../components/ui/outline-icon';

/** Two arrows in a circle: the sync entry. */
export const SyncIcon = ({ className }: { className?: string }) => (
  <Icon path="M20 12a8 8 0 0 1-13.7 5.6M4 12a8 8 0 0 1 13.7-5.6M18 3v4h-4M6 21v-4h4" className={className} />
);
export const CheckIcon = ({ className }: { className?: string }) => (
  <Icon path="m5 12.5 4.5 4.5L19 7.5" className={className} />
);
export const WarningIcon = ({ className }: { className?: string }) => (
  <Icon path="M12 4 2.5 20h19zM12 10v4.5M12 17.5v.01" className={className} />
);
export const CloseIcon = ({ className }: { className?: string }) => (
  <Icon path="M6 6l12 12M18 6 6 18" className={className} />
);
