import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { translate, type Translatable } from '../../lib/translatable';
import { isUploadError, uploadFile, type UploadProgress } from '../../lib/upload/upload-file';
import { formatLimit, UPLOAD_PURPOSES, type UploadPurpose } from '../../lib/upload/upload-purposes';

/** What the field holds once a file is stored: the key for the payload, a read link and a name to show. */
export type UploadedFile = { key: string; url: string; fileName: string };

export type FileUploadFieldProps = {
  label: ReactNode;
  purpose: UploadPurpose;
  value: UploadedFile | null;
  onChange: (value: UploadedFile | null) => void;
  /** The form's own message (say, "required"), shown like an upload failure. */
  error?: string | null;
  /** Defaults to the purpose's types and limit ("JPG or PNG, up to 10 MB"). */
  hint?: ReactNode;
  /** Told when an upload starts and ends, so the form can wait for it before submitting. */
  onBusyChange?: (isBusy: boolean) => void;
  /** Overrides the upload (tests, the outbox later). */
  upload?: typeof uploadFile;
};

type Attempt =
  { status: 'idle' } | { status: 'uploading'; progress: UploadProgress } | { status: 'failed'; message: Translatable };

const buttonClass =
  'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 ' +
  'text-base font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:text-slate-400';

/**
 * A file chosen (or photographed) and uploaded at once: a thumbnail, a progress bar, then the stored key goes to the
 * form through `onChange`. A failure says why (the browser's check or the server's message), with Retry and Remove.
 */
export function FileUploadField({
  label,
  purpose,
  value,
  onChange,
  error,
  hint,
  onBusyChange,
  upload = uploadFile,
}: FileUploadFieldProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const previewUrlRef = useRef<string | null>(null);
  const [attempt, setAttempt] = useState<Attempt>({ status: 'idle' });
  const controllerRef = useRef<AbortController | null>(null);
  const [hasPreviewFailed, setHasPreviewFailed] = useState(false);
  const onBusyChangeRef = useRef(onBusyChange);
  useEffect(() => {
    onBusyChangeRef.current = onBusyChange;
  });

  // The object URL lives as long as its file is shown; leaving the page stops the upload and frees the URL.
  useEffect(
    () => () => {
      controllerRef.current?.abort();
      if (previewUrlRef.current) URL.revokeObjectURL(previewUrlRef.current);
    },
    [],
  );

  function showFile(next: File | null) {
    if (previewUrlRef.current) URL.revokeObjectURL(previewUrlRef.current);
    previewUrlRef.current = next ? URL.createObjectURL(next) : null;
    setPreviewUrl(previewUrlRef.current);
    setHasPreviewFailed(false);
    setFile(next);
  }

  async function start(chosen: File) {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setAttempt({ status: 'uploading', progress: { sentBytes: 0, totalBytes: chosen.size } });
    onBusyChangeRef.current?.(true);
    try {
      const stored = await upload(chosen, purpose, {
        signal: controller.signal,
        onProgress: (progress) => {
          if (!controller.signal.aborted) setAttempt({ status: 'uploading', progress });
        },
      });
      if (controller.signal.aborted) return;
      setAttempt({ status: 'idle' });
      onChange({ key: stored.key, url: stored.url, fileName: chosen.name });
    } catch (caught) {
      if (controller.signal.aborted) return;
      setAttempt({
        status: 'failed',
        message: isUploadError(caught) ? caught.text : t`The file could not be uploaded.`,
      });
    } finally {
      if (controllerRef.current === controller) {
        controllerRef.current = null;
        onBusyChangeRef.current?.(false);
      }
    }
  }

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // The same file may be chosen again after a removal.
    event.target.value = '';
    if (!chosen) return;
    showFile(chosen);
    if (value) onChange(null);
    void start(chosen);
  }

  function onRemove() {
    const controller = controllerRef.current;
    controllerRef.current = null;
    controller?.abort();
    if (controller) onBusyChangeRef.current?.(false);
    showFile(null);
    setAttempt({ status: 'idle' });
    if (value) onChange(null);
    inputRef.current?.focus();
  }

  const rule = UPLOAD_PURPOSES[purpose];
  const limit = formatLimit(rule.maxBytes);
  const fileName = file?.name ?? value?.fileName ?? null;
  const thumbnail = previewUrl ?? value?.url ?? null;
  const isUploading = attempt.status === 'uploading';
  const message = attempt.status === 'failed' ? translate(i18n, attempt.message) : (error ?? null);
  const percent =
    attempt.status === 'uploading' && attempt.progress.totalBytes > 0
      ? Math.round((attempt.progress.sentBytes / attempt.progress.totalBytes) * 100)
      : 0;
  const hasFile = Boolean(file ?? value);

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend id={labelId} className="mb-2 block text-sm font-medium text-slate-800">
        {label}
      </legend>
      <p id={hintId} className="text-sm text-slate-600">
        {hint ?? <Trans>JPG or PNG, up to {limit}</Trans>}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
          {thumbnail && !hasPreviewFailed ? (
            <img
              src={thumbnail}
              alt={fileName ? t`Preview of ${fileName}` : t`Preview`}
              className="size-full object-cover"
              onError={() => setHasPreviewFailed(true)}
            />
          ) : (
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-8 text-slate-400"
              fill="none"
              stroke="currentColor"
            >
              <path
                d="M4 16l4-4 4 4 3-3 5 5M4 5h16v14H4z"
                strokeWidth="1.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          {fileName ? <p className="truncate text-base text-slate-800">{fileName}</p> : null}
          {isUploading ? (
            <div
              role="progressbar"
              aria-label={t`Upload progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={t`${percent}% uploaded`}
              className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-teal-700 transition-[width]" style={{ width: `${percent}%` }} />
            </div>
          ) : null}
          {value && !isUploading ? (
            <p className="text-sm text-teal-800" role="status">
              <Trans>Uploaded</Trans>
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept="image/*"
              // No `capture`: the device offers both its camera and its files (an X-ray, a scanned document).
              aria-labelledby={labelId}
              aria-describedby={[hintId, message ? errorId : null].filter(Boolean).join(' ')}
              aria-invalid={message ? true : undefined}
              onChange={onChoose}
              className="peer sr-only"
            />
            <label
              htmlFor={inputId}
              className={`${buttonClass} peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-700 peer-disabled:cursor-not-allowed peer-disabled:text-slate-400`}
            >
              {hasFile ? <Trans>Choose another file</Trans> : <Trans>Choose a file or take a photo</Trans>}
            </label>
            {attempt.status === 'failed' && file ? (
              <button type="button" onClick={() => void start(file)} className={buttonClass}>
                <Trans>Retry</Trans>
              </button>
            ) : null}
            {hasFile ? (
              <button type="button" onClick={onRemove} className={buttonClass}>
                {isUploading ? <Trans>Cancel the upload</Trans> : <Trans>Remove</Trans>}
              </button>
            ) : null}
          </div>
        </div>
      </div>
      {message ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
