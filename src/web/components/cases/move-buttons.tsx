import { Link } from 'wouter';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { dangerOutlineButtonClass, primaryButtonClass, secondaryButtonClass } from '../ui/styles';

export type MoveButtonStyle = 'primary' | 'secondary' | 'danger';
/** How a line draws one of its moves: the button's words and its weight. */
export type MoveButton = { label: MessageDescriptor; style: MoveButtonStyle };

const styleClasses: Record<MoveButtonStyle, string> = {
  primary: primaryButtonClass,
  secondary: secondaryButtonClass,
  danger: dangerOutlineButtonClass,
};

type MoveButtonsProps<Kind extends string> = {
  /** The moves to offer now, in order. */
  kinds: readonly Kind[];
  buttons: Record<Kind, MoveButton>;
  /** Each button's test id is this prefix and the move (`case-action-approvePlan`). */
  testIdPrefix: string;
  onOpen: (kind: Kind) => void;
  /** A move that opens a page instead of a dialog (the wizard, to correct and resubmit): its address. */
  linkOf?: (kind: Kind) => string | undefined;
  /** Words other than the button's label for the order as it is (say, "Produce the next batch"). */
  textOf?: (kind: Kind) => string | undefined;
};

/** The moves of an order the caller may make now, every line's: a group of buttons, each opening its dialog or page. */
export function MoveButtons<Kind extends string>({
  kinds,
  buttons,
  testIdPrefix,
  onOpen,
  linkOf,
  textOf,
}: MoveButtonsProps<Kind>) {
  const { i18n, t } = useLingui();
  if (kinds.length === 0) return null;
  return (
    <div role="group" aria-label={t`Actions`} className="flex flex-wrap gap-2">
      {kinds.map((kind) => {
        const { label, style } = buttons[kind];
        const text = textOf?.(kind) ?? i18n._(label);
        const href = linkOf?.(kind);
        const common = { className: styleClasses[style], 'data-testid': `${testIdPrefix}-${kind}` };
        return href ? (
          <Link key={kind} href={href} {...common}>
            {text}
          </Link>
        ) : (
          <button key={kind} type="button" onClick={() => onOpen(kind)} {...common}>
            {text}
          </button>
        );
      })}
    </div>
  );
}
