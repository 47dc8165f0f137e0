import { Suspense, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { ControlProps } from '../ui/form/form-field';
import { inputClass, secondaryButtonClass } from '../ui/styles';
import type { usePopover } from './use-popover';

export type PickerBoxProps = {
  /** The field frame's props for the text box (id, described-by, invalid). */
  control: ControlProps;
  /** The popover's state and refs (`usePopover`), passed apart so no ref is read during render. */
  isOpen: boolean;
  onToggle: () => void;
  boxRef: ReturnType<typeof usePopover>['boxRef'];
  toggleRef: ReturnType<typeof usePopover>['toggleRef'];
  /** The typed format (`YYYY-MM-DD`, `HH:mm`): the box's placeholder and length. */
  format: string;
  /** The box's width class. */
  widthClass: string;
  value: string;
  onChange: (value: string) => void;
  toggleLabel: string;
  icon: ReactNode;
  /** The panel, drawn (and lazily loaded) under the box while the popover is open. */
  panel: ReactNode;
  testId?: string | undefined;
};

/**
 * What the date and time fields share: a text box for the typed format beside a button that opens a panel under it
 * (loaded the first time it opens), closed by a tap outside with the focus given back.
 */
export function PickerBox({
  control,
  isOpen,
  onToggle,
  boxRef,
  toggleRef,
  format,
  widthClass,
  value,
  onChange,
  toggleLabel,
  icon,
  panel,
  testId,
}: PickerBoxProps) {
  return (
    <div className="relative" ref={boxRef}>
      <div className="flex items-stretch gap-2">
        <input
          {...control}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={format}
          maxLength={format.length}
          className={`${inputClass} ${widthClass}`}
          value={value}
          onChange={(event) => onChange(event.target.value.trim())}
          data-testid={testId}
        />
        <button
          type="button"
          ref={toggleRef}
          className={`${secondaryButtonClass} w-11 px-0`}
          aria-label={toggleLabel}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onClick={onToggle}
        >
          {icon}
        </button>
      </div>
      {isOpen ? (
        <div className="absolute top-full left-0 z-30 mt-1">
          <Suspense
            fallback={
              <p className="rounded-lg bg-white p-3 shadow">
                <Trans>Loading…</Trans>
              </p>
            }
          >
            {panel}
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
