import { Trans, useLingui } from '@lingui/react/macro';
import { ANESTHETIC_DRUGS, anestheticDrugNames } from '../../../../domain/anesthetics/drugs';
import { RULE_SETS, EPINEPHRINE_CEILING_MG } from '../../../../domain/anesthetics/rule-sets';
import { cardClass } from '../../../components/ui/styles';
import { CountDetailLinks } from '../components/count-detail-links';
import { SourceNote } from '../components/source-note';
import { ToolPage } from '../components/tool-page';
import { formatNumber } from '../lib/format';

/** /countDetail21: every figure of every rule set, each with its source, read from the same data the calculator uses. */
export function CountSourcesPage() {
  const { i18n } = useLingui();
  const n = (value: number) => formatNumber(i18n, value, 2);
  return (
    <ToolPage title={<Trans>Rule sets and sources</Trans>}>
      <CountDetailLinks />
      {RULE_SETS.map((set) => (
        <section key={set.id} className={`${cardClass} flex flex-col gap-3`} aria-labelledby={`rule-set-${set.id}`}>
          <h2 id={`rule-set-${set.id}`} className="text-xl font-semibold text-slate-900">
            {i18n._(set.name)}
          </h2>
          <p className="text-base text-slate-700">{i18n._(set.description)}</p>
          <dl className="grid gap-4 md:grid-cols-2">
            {ANESTHETIC_DRUGS.map((drug) => {
              const rule = set.rules[drug];
              return (
                <div key={drug} className="rounded-lg border border-slate-200 p-3">
                  <dt className="font-semibold text-slate-900">{i18n._(anestheticDrugNames[drug])}</dt>
                  {rule ? (
                    <dd className="flex flex-col gap-2 text-base text-slate-800">
                      {rule.adult.mgPerKg ? (
                        <span>
                          <Trans>{n(rule.adult.mgPerKg.value)} mg/kg</Trans>
                          <SourceNote figure={rule.adult.mgPerKg} />
                        </span>
                      ) : null}
                      <span>
                        {rule.adult.maxMg ? (
                          <Trans>At most {n(rule.adult.maxMg.value)} mg</Trans>
                        ) : (
                          <Trans>No absolute maximum in this source</Trans>
                        )}
                        {rule.adult.maxMg ? <SourceNote figure={rule.adult.maxMg} /> : null}
                      </span>
                      {rule.minAgeYears ? (
                        <span>
                          <Trans>Not under {n(rule.minAgeYears.value)} years</Trans>
                          <SourceNote figure={rule.minAgeYears} />
                        </span>
                      ) : null}
                      {rule.child?.mgPerKg ? (
                        <span>
                          <Trans>
                            Children under {n(rule.child.belowAgeYears.value)} years: {n(rule.child.mgPerKg.value)}{' '}
                            mg/kg
                          </Trans>
                          <SourceNote figure={rule.child.mgPerKg} />
                          <SourceNote figure={rule.child.belowAgeYears} />
                        </span>
                      ) : null}
                      {rule.elderly ? (
                        <span>
                          <Trans>
                            From {n(rule.elderly.fromAgeYears.value)} years: × {n(rule.elderly.factor.value)}
                          </Trans>
                          <SourceNote figure={rule.elderly.factor} />
                          <SourceNote figure={rule.elderly.fromAgeYears} />
                        </span>
                      ) : null}
                    </dd>
                  ) : (
                    <dd className="text-base text-slate-600">
                      <Trans>Not covered by this source</Trans>
                    </dd>
                  )}
                </div>
              );
            })}
          </dl>
        </section>
      ))}
      <section className={`${cardClass} flex flex-col gap-2`} aria-labelledby="epinephrine-ceiling">
        <h2 id="epinephrine-ceiling" className="text-xl font-semibold text-slate-900">
          <Trans>Epinephrine per visit</Trans>
        </h2>
        <p className="text-base text-slate-800">
          <Trans>Healthy patient: at most {n(EPINEPHRINE_CEILING_MG.healthy.value)} mg</Trans>
          <SourceNote figure={EPINEPHRINE_CEILING_MG.healthy} />
        </p>
        <p className="text-base text-slate-800">
          <Trans>Cardiovascular disease: at most {n(EPINEPHRINE_CEILING_MG.cardiac.value)} mg</Trans>
          <SourceNote figure={EPINEPHRINE_CEILING_MG.cardiac} />
        </p>
      </section>
    </ToolPage>
  );
}
