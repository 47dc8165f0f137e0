import { useRef, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CASE_TAB_LABELS, CASE_TABS, type CaseTab } from '../../../../domain/cases/case-tabs';
import { tabClass, tabListClass } from '../../../components/ui/styles';

type CaseListTabsProps = {
  tab: CaseTab;
  /** How many cases each tab holds under the current search and dates; absent until the first page arrives. */
  counts: Partial<Record<CaseTab, number>> | undefined;
  onTabChange: (tab: CaseTab) => void;
  panelId: string;
};

/** The six tabs of /caseList with their counts; arrow keys move between them (the tabs pattern of WAI-ARIA). */
export function CaseListTabs({ tab, counts, onTabChange, panelId }: CaseListTabsProps) {
  const { i18n, t } = useLingui();
  const buttons = useRef(new Map<CaseTab, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const edge = { Home: 0, End: CASE_TABS.length - 1 }[event.key];
    if (step === undefined && edge === undefined) return;
    event.preventDefault();
    const index = edge ?? (CASE_TABS.indexOf(tab) + (step ?? 0) + CASE_TABS.length) % CASE_TABS.length;
    const next = CASE_TABS[index] ?? tab;
    onTabChange(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div role="tablist" aria-label={t`Case tabs`} onKeyDown={onKeyDown} className={tabListClass}>
      {CASE_TABS.map((candidate) => {
        const isSelected = candidate === tab;
        const count = counts?.[candidate];
        return (
          <button
            key={candidate}
            ref={(element) => {
              if (element) buttons.current.set(candidate, element);
              else buttons.current.delete(candidate);
            }}
            type="button"
            role="tab"
            id={`case-tab-${candidate}`}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onTabChange(candidate)}
            className={tabClass(isSelected)}
          >
            {i18n._(CASE_TAB_LABELS[candidate])}
            {count === undefined ? null : (
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${
                  isSelected ? 'bg-teal-700 text-white' : 'bg-slate-100 text-slate-700'
                }`}
              >
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
