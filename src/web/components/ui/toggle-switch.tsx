import { focusRing } from './styles';

/**
 * An on/off switch (`role="switch"`, 44 px target): a track and knob, and the state in words beside it. `label` is the
 * accessible name (what the switch turns on); `stateText` the visible word for the state now.
 */
export function ToggleSwitch({
  isOn,
  label,
  stateText,
  onToggle,
}: {
  isOn: boolean;
  label: string;
  stateText: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      aria-label={label}
      onClick={onToggle}
      className={`group inline-flex min-h-11 min-w-11 items-center gap-2 rounded-lg px-1 ${focusRing}`}
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${
          isOn ? 'bg-teal-700' : 'bg-slate-300'
        }`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            isOn ? 'translate-x-6' : 'translate-x-1'
          }`}
        />
      </span>
      <span aria-hidden="true" className="text-sm text-slate-700">
        {stateText}
      </span>
    </button>
  );
}
