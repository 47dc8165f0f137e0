import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { NumericField } from '../../../components/ui/form/numeric-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { secondaryButtonClass } from '../../../components/ui/styles';
import { publishPlan } from './aligner-factory-writes';
import { keyOf, usePlanFiles } from './use-plan-files';
import {
  hasPlanErrors,
  NOTE_MAX,
  planFormErrors,
  planFormMessages,
  planRequestOf,
  type PlanFormValues,
} from './plan-form';
import { ActionFormFrame } from '../../../features/factory/components/action-form-frame';
import type { TCaseDetail } from '../../../../domain/lines/aligners/detail';
import type { ActionFormProps } from '../../../features/factory/components/action-form-props';
import { PlanDropZone } from './plan-drop-zone';
import { PlanFileTable, PlanUploadStatus } from './plan-file-table';
import { StepCountField } from './step-count-field';
import { useActionForm } from '../../../features/factory/components/use-action-form';

/** A count as typed; an empty one is 0 (a plan for one arch leaves the other empty). */
const toCount = (text: string) => (text.trim() === '' ? 0 : /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/**
 * The plan (from 6) or its revision (from 16): steps per arch, the staged models mapped to steps, an optional PDF,
 * the price and a note for the doctor. A revision starts from the current plan's steps and price.
 */
export function PlanUploadForm(props: ActionFormProps<TCaseDetail>) {
  const { detail } = props;
  const { i18n, t } = useLingui();
  const previous = detail.plans[0];
  const [upSteps, setUpSteps] = useState(previous ? String(previous.totalSteps.upSteps) : '');
  const [downSteps, setDownSteps] = useState(previous ? String(previous.totalSteps.downSteps) : '');
  const [price, setPrice] = useState(previous ? String(previous.price) : '');
  const [note, setNote] = useState('');
  const [hasTried, setHasTried] = useState(false);
  const [waitMessage, setWaitMessage] = useState<string | null>(null);
  const files = usePlanFiles();
  const { change, frame } = useActionForm(publishPlan, props);

  const values: PlanFormValues = {
    upSteps: toCount(upSteps),
    downSteps: toCount(downSteps),
    models: files.models.map((row) => ({
      id: row.id,
      fileName: row.file.name,
      arch: row.arch,
      step: row.step,
      key: keyOf(row),
    })),
    documentKey: files.document ? keyOf(files.document) : null,
    documentName: files.document ? files.document.file.name : null,
    price,
    note,
  };
  const errors = hasTried ? planFormErrors(values) : null;
  const documentError = hasTried && files.document && !keyOf(files.document) ? planFormMessages.notUploaded : null;
  const shown = (descriptor: MessageDescriptor | null | undefined) => (descriptor ? i18n._(descriptor) : null);

  function submit() {
    setHasTried(true);
    if (files.isUploading) {
      setWaitMessage(t`Some files are still uploading. Send the plan when they have finished.`);
      return;
    }
    setWaitMessage(null);
    const found = planFormErrors(values);
    if (hasPlanErrors(found) || (files.document && !keyOf(files.document))) return;
    void change.run(planRequestOf(values, { orderId: detail.orderId, expectedStatus: detail.status }));
  }

  return (
    <ActionFormFrame {...frame} onSubmit={submit} formError={waitMessage ?? change.formError}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">
          <Trans>Total steps</Trans>
        </legend>
        <div className="flex flex-wrap gap-4">
          <StepCountField
            label={t`Upper steps`}
            value={upSteps}
            onChange={setUpSteps}
            isInvalid={Boolean(errors?.totalSteps)}
            describedBy={errors?.totalSteps ? 'plan-steps-error' : undefined}
          />
          <StepCountField
            label={t`Lower steps`}
            value={downSteps}
            onChange={setDownSteps}
            isInvalid={Boolean(errors?.totalSteps)}
            describedBy={errors?.totalSteps ? 'plan-steps-error' : undefined}
          />
        </div>
        {errors?.totalSteps || change.serverErrors.totalSteps ? (
          <p id="plan-steps-error" className="text-sm text-red-700">
            {shown(errors?.totalSteps) ?? change.serverErrors.totalSteps}
          </p>
        ) : null}
      </fieldset>

      <section aria-label={t`Plan files`} className="flex flex-col gap-3">
        <PlanDropZone onFiles={files.add} describedBy={errors?.models ? 'plan-models-error' : undefined} />
        {files.ignored.length > 0 ? (
          <FormAlert tone="warning" role="status">
            <Trans>Not added, neither a model nor a PDF: {files.ignored.join(', ')}</Trans>
          </FormAlert>
        ) : null}
        {errors?.models || change.serverErrors.steps ? (
          <p id="plan-models-error" className="text-sm text-red-700">
            {shown(errors?.models) ?? change.serverErrors.steps}
          </p>
        ) : null}
        <PlanFileTable files={files} errors={errors?.entries ?? {}} />
        {files.document ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 px-3 py-2">
            <span className="text-sm text-slate-600">
              <Trans>Plan document</Trans>
            </span>
            <span className="min-w-0 font-medium break-words text-slate-900">{files.document.file.name}</span>
            <PlanUploadStatus entry={files.document} onRetry={() => files.document && files.retry(files.document.id)} />
            {documentError ? <span className="text-sm text-red-700">{i18n._(documentError)}</span> : null}
            <button
              type="button"
              onClick={() => files.document && files.remove(files.document.id)}
              aria-label={t`Remove ${files.document.file.name}`}
              className={`${secondaryButtonClass} ms-auto`}
            >
              <Trans>Remove</Trans>
            </button>
          </div>
        ) : null}
      </section>

      {/* One column: the form sits in the case page's actions column, narrow on a laptop whatever the window. */}
      <div className="grid gap-4">
        <NumericField
          label={<Trans>Price (yuan)</Trans>}
          isRequired
          value={price}
          onValueChange={setPrice}
          error={shown(errors?.price) ?? change.serverErrors.price}
        />
        <TextAreaField
          label={<Trans>Note for the doctor</Trans>}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={shown(errors?.note) ?? change.serverErrors.note}
        />
      </div>
    </ActionFormFrame>
  );
}
