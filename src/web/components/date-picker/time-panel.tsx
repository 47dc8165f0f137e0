import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { focusRing } from '../ui/styles';

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));
const MINUTES = Array.from({ length: 12 }, (_, index) => String(index * 5).padStart(2, '0'));

/**
 * The date picker's time view: the hour, then the minute (in fives; any minute can be typed). Tab moves between the
 * buttons; Escape closes it.
 */
export function TimePanel({
  value,
  onSelect,
  onClose,
}: {
  value: string;
  onSelect: (time: string, part: 'hour' | 'minute') => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [hour = '', minute = ''] = /^\d{2}:\d{2}$/.test(value) ? value.split(':') : [];
  const firstRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const chosen = firstRef.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]');
    (chosen ?? firstRef.current?.querySelector<HTMLButtonElement>('button'))?.focus();
  }, []);

  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  }

  const cell = (isOn: boolean) =>
    `min-h-11 rounded-lg tabular-nums ${isOn ? 'bg-teal-700 text-white' : 'hover:bg-slate-100'} ${focusRing}`;

  return (
    <div
      role="dialog"
      aria-label={t`Choose a time`}
      onKeyDown={onKey}
      className="w-[22.5rem] max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-3 shadow-lg"
    >
      <p className="mb-1 text-sm font-medium text-slate-700">
        <Trans>Hour</Trans>
      </p>
      <div ref={firstRef} className="grid grid-cols-6 gap-1">
        {HOURS.map((candidate) => (
          <button
            key={candidate}
            type="button"
            aria-pressed={candidate === hour}
            className={cell(candidate === hour)}
            onClick={() => onSelect(`${candidate}:${minute || '00'}`, 'hour')}
          >
            {candidate}
          </button>
        ))}
      </div>
      <p className="mt-3 mb-1 text-sm font-medium text-slate-700">
        <Trans>Minute</Trans>
      </p>
      <div className="grid grid-cols-6 gap-1">
        {MINUTES.map((candidate) => (
          <button
            key={candidate}
            type="button"
            aria-pressed={candidate === minute}
            disabled={hour === ''}
            className={`${cell(candidate === minute)} disabled:text-slate-300`}
            onClick={() => onSelect(`${hour}:${candidate}`, 'minute')}
          >
            {candidate}
          </button>
        ))}
      </div>
    </div>
  );
}
