import { useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { TStoredFile } from '../../../domain/clinics/fields';
import { linkClass } from '../ui/styles';

type StoredFilePreviewProps = {
  label: string;
  file: TStoredFile | null | undefined;
  /** Said when the image does not load (its link has expired, say): where to get a fresh link. */
  loadFailedMessage: ReactNode;
  /** Classes added to the thumbnail (a maximum width, say). */
  imageClassName?: string;
};

/** A stored image through its signed read link (valid for an hour): a thumbnail and a link to the full image. */
export function StoredFilePreview({ label, file, loadFailedMessage, imageClassName }: StoredFilePreviewProps) {
  const [hasFailed, setHasFailed] = useState(false);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium text-slate-800">{label}</figcaption>
      {file ? (
        <>
          {hasFailed ? (
            <p className="text-sm text-slate-600">{loadFailedMessage}</p>
          ) : (
            <img
              src={file.url}
              alt=""
              onError={() => setHasFailed(true)}
              className={`h-40 w-full${imageClassName ? ` ${imageClassName}` : ''} rounded-lg border border-slate-200 bg-slate-50 object-contain`}
            />
          )}
          <a href={file.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <Trans>Open the full image</Trans>
            <span className="sr-only">: {label}</span>
          </a>
        </>
      ) : (
        <p className="text-sm text-slate-600">
          <Trans>Not provided</Trans>
        </p>
      )}
    </figure>
  );
}
