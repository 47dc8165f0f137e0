import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TDemoCase } from '../../../../../domain/lines/aligners/demo-cases';
import {
  ANGLE_CLASSES,
  CASE_FEATURES,
  TREATMENT_METHOD_GROUPS,
} from '../../../../../domain/lines/aligners/case-options';
import { findProductLine } from '../../../../../domain/product-lines';
import { LoadError } from '../../../../components/ui/load-error';
import { cardClass, secondaryButtonClass } from '../../../../components/ui/styles';
import { useDemoCases } from '../api/demo-cases-api';
import { BiteSketch } from '../components/bite-sketch';

type LabelledOption = { readonly value: string; readonly label: MessageDescriptor };
const METHOD_OPTIONS: readonly LabelledOption[] = TREATMENT_METHOD_GROUPS.flatMap(
  (group): readonly LabelledOption[] => group.methods.list,
);

/** /demoCases (spec: "demo case"): finished sample cases, read-only, to look at with a patient. */
export function DemoCasesPage() {
  const { i18n, t } = useLingui();
  const cases = useDemoCases(i18n.locale);
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>Demo cases</Trans>
      </h1>
      {cases.isError ? (
        <LoadError
          message={cases.error.message || t`The demo cases could not be loaded.`}
          error={cases.error}
          onRetry={() => void cases.refetch()}
        />
      ) : !cases.data ? (
        <p role="status" className="text-base text-slate-600">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {cases.data.map((demo) => (
            <li key={demo.id} className={`${cardClass} flex flex-col gap-3`}>
              <DemoCaseCard
                demo={demo}
                isOpen={openId === demo.id}
                onToggle={() => setOpenId(openId === demo.id ? null : demo.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function DemoCaseCard({ demo, isOpen, onToggle }: { demo: TDemoCase; isOpen: boolean; onToggle: () => void }) {
  const { i18n, t } = useLingui();
  const line = findProductLine(demo.productLine);
  const labelsOf = (options: readonly LabelledOption[], values: readonly string[]) =>
    values
      .map((value) => {
        const label = options.find((option) => option.value === value)?.label;
        return label ? i18n._(label) : value;
      })
      .join(', ');
  const detailsId = `demo-case-${demo.id}`;
  const age = demo.patientAge;
  return (
    <>
      <h2 className="text-lg font-semibold text-slate-900">{demo.text.title}</h2>
      <p className="text-sm text-slate-600">
        {line ? i18n._(line.name) : null} ·{' '}
        {demo.patientSex === 'female' ? <Trans>Female, {age} years</Trans> : <Trans>Male, {age} years</Trans>}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <figure>
          <BiteSketch scene={demo.scene} label={t`Before: ${demo.text.title}`} />
          <figcaption className="mt-1 text-center text-sm text-slate-600">
            <Trans>Before</Trans>
          </figcaption>
        </figure>
        <figure>
          <BiteSketch scene="normal" label={t`After treatment`} />
          <figcaption className="mt-1 text-center text-sm text-slate-600">
            <Trans>After</Trans>
          </figcaption>
        </figure>
      </div>
      <p className="text-base text-slate-800">{demo.text.summary}</p>
      <button
        type="button"
        className={secondaryButtonClass}
        aria-expanded={isOpen}
        aria-controls={detailsId}
        onClick={onToggle}
      >
        {isOpen ? <Trans>Hide the details</Trans> : <Trans>Show the details</Trans>}
      </button>
      {isOpen ? (
        <dl id={detailsId} className="grid gap-x-4 gap-y-2 text-base sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-slate-600">
            <Trans>Chief complaint</Trans>
          </dt>
          <dd>{demo.text.complaint}</dd>
          <dt className="font-medium text-slate-600">
            <Trans>Case features</Trans>
          </dt>
          <dd>{labelsOf(CASE_FEATURES.list, demo.features)}</dd>
          <dt className="font-medium text-slate-600">
            <Trans>Angle class</Trans>
          </dt>
          <dd>{labelsOf(ANGLE_CLASSES.list, [demo.angleClass])}</dd>
          <dt className="font-medium text-slate-600">
            <Trans>Treatment methods</Trans>
          </dt>
          <dd>{labelsOf(METHOD_OPTIONS, demo.methods)}</dd>
          <dt className="font-medium text-slate-600">
            <Trans>Plan</Trans>
          </dt>
          <dd>{demo.text.plan}</dd>
          <dt className="font-medium text-slate-600">
            <Trans>Treatment time</Trans>
          </dt>
          <dd>
            <Trans>
              {demo.steps} steps, {demo.months} months
            </Trans>
          </dd>
          <dt className="font-medium text-slate-600">
            <Trans>Outcome</Trans>
          </dt>
          <dd>{demo.text.outcome}</dd>
        </dl>
      ) : null}
    </>
  );
}
