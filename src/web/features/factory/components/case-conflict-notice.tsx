import { Trans } from '@lingui/react/macro';
import type { TCaseConflict } from '../../../../domain/orders/events';
import { CaseConflictAlert } from '../../../components/cases/case-conflict-summary';

/** A change refused because the case had moved on (45005): what it is now, who moved it, when and why. */
export function CaseConflictNotice({
  conflict,
  productLine,
  onDismiss,
}: {
  conflict: TCaseConflict;
  productLine: number;
  onDismiss: () => void;
}) {
  return (
    <CaseConflictAlert
      conflict={conflict}
      productLine={productLine}
      onDismiss={onDismiss}
      headline={(status) => (
        <p className="font-medium">
          <Trans>Nothing was changed: this case changed meanwhile and is now “{status}”.</Trans>
        </p>
      )}
    />
  );
}
