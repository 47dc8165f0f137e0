import { Trans, useLingui } from '@lingui/react/macro';
import { SHADE_GUIDES, type ShadeGuide } from '../../../../domain/lines/dentures/shades';
import type { ToothNotation } from '../../../../domain/lines/dentures/teeth';
import type { TDentureData } from '../../../../domain/lines/dentures/wizard';
import type { TFileLink } from '../../../../domain/orders/fields';
import { optionLabel } from '../../../components/cases/case-labels';
import { linkClass } from '../../../components/ui/styles';
import { toothInBoth } from './denture-summary';
import { SectionCard } from './section-card';

type ShadesSectionProps = {
  shades: TDentureData['shades'];
  notation: ToothNotation;
  photo: TFileLink | null;
};

/** Each restored tooth's shades (up to three, each with its guide), its stump shade, and the shade photo. */
export function ShadesSection({ shades, notation, photo }: ShadesSectionProps) {
  const { i18n } = useLingui();
  return (
    <SectionCard title={<Trans>Shades</Trans>} testId="denture-shades">
      <ul className="grid gap-2">
        {shades.teeth.map((entry) => {
          const stump = entry.stumpShade;
          return (
            <li key={entry.tooth} className="flex flex-wrap gap-x-3 text-base text-slate-900">
              <span className="font-mono font-semibold">{toothInBoth(entry.tooth, notation)}</span>
              <span>
                {entry.shades
                  .map((shade) => `${shade.shade} (${optionLabel(i18n, SHADE_GUIDES.list, shade.guide as ShadeGuide)})`)
                  .join(' / ')}
              </span>
              {stump ? (
                <span className="text-slate-600">
                  <Trans>stump {stump}</Trans>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {photo ? (
        <a href={photo.url} target="_blank" rel="noreferrer" className={linkClass}>
          <Trans>Shade photo with the tab</Trans>
        </a>
      ) : null}
    </SectionCard>
  );
}
