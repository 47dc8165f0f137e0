import { Trans } from '@lingui/react/macro';
import type { TCaseConflict } from '../../../../domain/orders/events';
import { PRODUCT_LINE_CODE } from '../../../../domain/product-lines';
import { CaseConflictAlert } from '../../../components/cases/case-conflict-summary';

type CaseListConflictProps = { conflict: TCaseConflict; patientName: string; onDismiss: () => void };

/** A restore refused because the case had moved on (45005): what it is now, who moved it, when and why. */
export function CaseListConflict({ conflict, patientName, onDismiss }: CaseListConflictProps) {
  return (
    <CaseConflictAlert
      conflict={conflict}
      productLine={PRODUCT_LINE_CODE.invisible}
      when="age"
      onDismiss={onDismiss}
      headline={(status) => (
        <p className="font-medium">
          <Trans>
            The case of {patientName} was not restored: it changed meanwhile and is now “{status}”.
          </Trans>
        </p>
      )}
    />
  );
}
