import { Trans, useLingui } from '@lingui/react/macro';
import { DOSE_SOURCES, type Sourced } from '../../../../domain/anesthetics/sources';

/** Where a figure comes from, printed beside it: the kind of document and its title. */
export function SourceNote({ figure }: { figure: Sourced<number> }) {
  const { i18n } = useLingui();
  const source = DOSE_SOURCES[figure.source];
  return (
    <span className="block text-sm text-slate-600">
      <Trans>
        Source: {i18n._(source.kind)}, <cite>{source.citation}</cite>
      </Trans>
    </span>
  );
}
