import { useEffect, useRef, useState } from 'react';
import { clientMessages } from '../../../../domain/response-codes';
import type { Translatable } from '../../../lib/translatable';
import { isUploadError, uploadFile } from '../../../lib/upload/upload-file';
import { guessPlanFile, planFileKind, type PlanArch } from './plan-file-names';

export type PlanUploadState =
  | { status: 'uploading'; sentBytes: number; totalBytes: number }
  | { status: 'done'; key: string }
  | { status: 'failed'; message: Translatable };

export type PlanFile = { id: string; file: File; upload: PlanUploadState };
/** A staged model and where the table maps it: its arch and step (as typed). */
export type PlanModelFile = PlanFile & { arch: PlanArch | ''; step: string };

const stepOrder = (row: PlanModelFile) => (row.step === '' ? Number.POSITIVE_INFINITY : Number(row.step));
const byStepThenArch = (a: PlanModelFile, b: PlanModelFile) =>
  stepOrder(a) - stepOrder(b) || (a.arch === b.arch ? 0 : a.arch === 'upper' ? -1 : 1);

/**
 * The plan form's files: each is uploaded (purpose `plan`) as soon as it is added, with its progress; a model's arch
 * and step come from its name and can be changed in the table. The factory works online: no outbox here.
 */
export function usePlanFiles() {
  const [models, setModels] = useState<readonly PlanModelFile[]>([]);
  const [document, setDocument] = useState<PlanFile | null>(null);
  /** Names of the files last added that are neither a model nor a PDF. */
  const [ignored, setIgnored] = useState<readonly string[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const nextId = useRef(1);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  function setUpload(id: string, upload: PlanUploadState) {
    setModels((rows) => rows.map((row) => (row.id === id ? { ...row, upload } : row)));
    setDocument((current) => (current?.id === id ? { ...current, upload } : current));
  }

  function start(id: string, file: File) {
    controllers.current.get(id)?.abort();
    const controller = new AbortController();
    controllers.current.set(id, controller);
    const isCurrent = () => controllers.current.get(id) === controller && !controller.signal.aborted;
    setUpload(id, { status: 'uploading', sentBytes: 0, totalBytes: file.size });
    uploadFile(file, 'plan', {
      signal: controller.signal,
      onProgress: (progress) => {
        if (isCurrent()) setUpload(id, { status: 'uploading', ...progress });
      },
    })
      .then((stored) => {
        if (isCurrent()) setUpload(id, { status: 'done', key: stored.key });
      })
      .catch((error: unknown) => {
        if (isCurrent()) {
          setUpload(id, { status: 'failed', message: isUploadError(error) ? error.text : clientMessages.genericError });
        }
      })
      .finally(() => {
        if (controllers.current.get(id) === controller) controllers.current.delete(id);
      });
  }

  function remove(id: string) {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    setModels((rows) => rows.filter((row) => row.id !== id));
    setDocument((current) => (current?.id === id ? null : current));
  }

  function add(files: readonly File[]) {
    const added: PlanModelFile[] = [];
    let addedDocument: PlanFile | null = null;
    const others: string[] = [];
    for (const file of files) {
      const kind = planFileKind(file.name);
      const base = {
        id: `plan-file-${nextId.current++}`,
        file,
        upload: { status: 'uploading', sentBytes: 0, totalBytes: file.size },
      } as const;
      if (kind === 'model') {
        const guess = guessPlanFile(file.name);
        added.push({ ...base, arch: guess.arch ?? '', step: guess.step === null ? '' : String(guess.step) });
      } else if (kind === 'document') {
        addedDocument = base;
      } else {
        others.push(file.name);
      }
    }
    setIgnored(others);
    setModels((rows) => [...rows, ...added].sort(byStepThenArch));
    if (addedDocument) {
      if (document) remove(document.id);
      setDocument(addedDocument);
    }
    for (const entry of addedDocument ? [...added, addedDocument] : added) start(entry.id, entry.file);
  }

  function place(id: string, placement: { arch?: PlanArch | ''; step?: string }) {
    setModels((rows) => rows.map((row) => (row.id === id ? { ...row, ...placement } : row)));
  }

  function retry(id: string) {
    const entry = models.find((row) => row.id === id) ?? (document?.id === id ? document : undefined);
    if (entry) start(entry.id, entry.file);
  }

  const isUploading = [...models, ...(document ? [document] : [])].some((entry) => entry.upload.status === 'uploading');
  return { models, document, ignored, isUploading, add, place, remove, retry };
}

export type PlanFiles = ReturnType<typeof usePlanFiles>;

/** The stored key of a finished upload, else null. */
export const keyOf = (entry: PlanFile): string | null => (entry.upload.status === 'done' ? entry.upload.key : null);
