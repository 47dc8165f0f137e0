import type { TCaseModel } from '../../../../domain/orders/order-model';
import { todayText } from '../../../../domain/patients/patient';
import type { ModelDraft } from './wizard-draft';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** An order's model step as the wizard edits it again: the scans it names (with their names), or the pickup. */
export function modelDraftFrom(
  model: TCaseModel,
  files: { upper: { name: string } | null; lower: { name: string } | null },
  empty: ModelDraft,
): ModelDraft {
  const picked = (id: number | null, file: { name: string } | null) =>
    id === null ? null : { key: String(id), fileName: file?.name ?? String(id), uploadId: null };
  if (model.kind === 'digital')
    return { ...empty, upper: picked(model.upperModelId, files.upper), lower: picked(model.lowerModelId, files.lower) };
  const pickup = new Date(model.pickupAt);
  return {
    ...empty,
    kind: 'mailed',
    pickupDay: todayText(pickup),
    pickupTime: `${pad(pickup.getHours())}:${pad(pickup.getMinutes())}`,
    addressId: model.addressId,
    note: model.note,
  };
}
