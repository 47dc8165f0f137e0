import { useId, useState, type DragEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { focusRing } from '../../../components/ui/styles';

/** Where the staged models and the document are dropped (or chosen): many at once. */
export function PlanDropZone({ onFiles, describedBy }: { onFiles: (files: File[]) => void; describedBy?: string }) {
  const inputId = useId();
  const [isOver, setIsOver] = useState(false);

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsOver(false);
    onFiles([...event.dataTransfer.files]);
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={drop}
      className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center ${
        isOver ? 'border-teal-700 bg-teal-50' : 'border-slate-300 bg-slate-50'
      }`}
    >
      <p className="text-base text-slate-700">
        <Trans>Drop the staged models (STL, OBJ, PLY) and the plan document (PDF) here.</Trans>
      </p>
      <p className="text-sm text-slate-600">
        <Trans>
          Names like upper_03.stl or lower-3.stl place a model at its arch and step; check and fix the table below.
        </Trans>
      </p>
      <label
        htmlFor={inputId}
        className={`inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-4 text-base font-medium text-slate-700 hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-700 ${focusRing}`}
      >
        <Trans>Choose files</Trans>
        <input
          id={inputId}
          type="file"
          multiple
          accept=".stl,.obj,.ply,.pdf"
          aria-describedby={describedBy}
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
          className="sr-only"
        />
      </label>
    </div>
  );
}
