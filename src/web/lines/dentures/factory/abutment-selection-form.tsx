import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { findDentureMessage } from '../../../../domain/lines/dentures/messages';
import { ABUTMENT_DESIGN_FILES_MAX, ZAbutmentSelectionRequest } from '../../../../domain/lines/dentures/requests';
import { clientMessages } from '../../../../domain/response-codes';
import { TextField } from '../../../components/ui/form/text-field';
import { secondaryButtonClass } from '../../../components/ui/styles';
import { ActionFormFrame } from '../../../features/factory/components/action-form-frame';
import type { ActionFormProps, ActionTarget } from '../../../features/factory/components/action-form-props';
import { useActionForm } from '../../../features/factory/components/use-action-form';
import { CASE_LOOKUPS } from '../../../features/factory/lib/case-message-lookup';
import { collectIssuesByPath } from '../../../lib/forms/field-errors';
import { translate } from '../../../lib/translatable';
import { isUploadError, uploadFile } from '../../../lib/upload/upload-file';
import { selectAbutment } from './denture-factory-writes';

const FIELD_ID = 'factory-abutment-selection';
/** The longest selection id the server takes. */
const SELECTION_ID_MAX = 64;

/**
 * 41 or 43 -> 42: the designer sends the implant's abutment for the clinic to confirm, named by its selection id in
 * the abutment catalogue (required, spec section 5), with its design files (STL, OBJ, PLY or PDF, up to 6, uploaded
 * when sent); after the clinic's feedback, the adjusted one.
 */
export function AbutmentSelectionForm(props: ActionFormProps<ActionTarget>) {
  const { detail } = props;
  const { i18n, t } = useLingui();
  const [selectionId, setSelectionId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const inputId = useId();
  const { change, frame } = useActionForm(selectAbutment, props);

  function addFiles(added: File[]) {
    const chosen = [...files, ...added];
    setFilesError(chosen.length > ABUTMENT_DESIGN_FILES_MAX ? t`Add at most 6 design files.` : null);
    setFiles(chosen.slice(0, ABUTMENT_DESIGN_FILES_MAX));
  }

  async function submit() {
    const parsed = ZAbutmentSelectionRequest.safeParse({
      orderId: detail.orderId,
      expectedStatus: detail.status,
      selectionId,
    });
    if (!parsed.success) {
      setError(collectIssuesByPath(i18n, [parsed], [...CASE_LOOKUPS, findDentureMessage]).selectionId);
      document.getElementById(FIELD_ID)?.focus();
      return;
    }
    setFilesError(null);
    setIsUploading(true);
    let designFiles: string[];
    try {
      designFiles = [];
      for (const file of files) designFiles.push((await uploadFile(file, 'plan')).key);
    } catch (failure) {
      // The id and the files stay: the user sends again.
      setFilesError(isUploadError(failure) ? translate(i18n, failure.text) : i18n._(clientMessages.genericError));
      return;
    } finally {
      setIsUploading(false);
    }
    void change.run({ ...parsed.data, designFiles });
  }

  return (
    <ActionFormFrame {...frame} isPending={frame.isPending || isUploading} onSubmit={() => void submit()}>
      <TextField
        id={FIELD_ID}
        label={<Trans>Abutment selection id</Trans>}
        hint={<Trans>The abutment’s id in the catalogue it is bought from. The clinic confirms it or gives feedback.</Trans>}
        isRequired
        maxLength={SELECTION_ID_MAX}
        autoComplete="off"
        value={selectionId}
        onChange={(event) => {
          setSelectionId(event.target.value);
          setError(undefined);
        }}
        error={error ?? change.serverErrors.selectionId}
      />
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={inputId} className={`${secondaryButtonClass} cursor-pointer`}>
            <Trans>Add design files</Trans>
          </label>
          <input
            id={inputId}
            type="file"
            multiple
            accept=".stl,.obj,.ply,.pdf"
            className="sr-only"
            onChange={(event) => {
              addFiles([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          {files.map((file, index) => (
            <span
              key={`${file.name}-${index}`}
              className="inline-flex items-center gap-1 rounded-lg bg-slate-100 ps-3 text-sm text-slate-800"
            >
              {file.name}
              <button
                type="button"
                aria-label={t`Remove ${file.name}`}
                onClick={() => {
                  setFilesError(null);
                  setFiles(files.filter((_, at) => at !== index));
                }}
                className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-200"
              >
                ×
              </button>
            </span>
          ))}
        </div>
        <p className="text-sm text-slate-600">
          <Trans>Optional: the abutment’s design (STL, OBJ, PLY or PDF), up to 6 files, shown to the clinic.</Trans>
        </p>
        {filesError ?? change.serverErrors.designFiles ? (
          <p className="text-sm text-red-700">{filesError ?? change.serverErrors.designFiles}</p>
        ) : null}
      </div>
    </ActionFormFrame>
  );
}
