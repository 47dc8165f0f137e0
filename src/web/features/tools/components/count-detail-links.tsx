import { Trans } from '@lingui/react/macro';
import { ToolLinks } from './tool-page';

/** The calculator and its four explanation pages (docs/tools.md says what each one is). */
export function CountDetailLinks() {
  return (
    <ToolLinks
      links={[
        { href: '/anestheticCount', label: <Trans>Calculator</Trans> },
        { href: '/countDetail1', label: <Trans>How it is calculated</Trans> },
        { href: '/countDetail21', label: <Trans>Rule sets and sources</Trans> },
        { href: '/countDetail31', label: <Trans>Cartridges</Trans> },
        { href: '/countDetail41', label: <Trans>Overdose: signs and first steps</Trans> },
      ]}
    />
  );
}
