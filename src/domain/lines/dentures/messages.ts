import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Messages of the fixed-denture rules. A zod issue's `message` is the descriptor's `id` (as in
 * domain/validation/messages.ts), so the web and the server translate it with `i18n._(issue.message)`.
 */
export const dentureMessages = {
  restorationsRequired: msg`Add at least one crown or bridge.`,
  toothTwice: msg`A tooth can be in one crown or bridge only.`,
  bridgeTooShort: msg`A bridge has at least two units.`,
  bridgeNotConnected: msg`The units of a bridge must be teeth side by side in one arch, in order.`,
  bridgeWithoutAbutment: msg`A bridge needs at least one unit that is not a pontic.`,
  singlePontic: msg`A single crown cannot be a pontic.`,
  ponticOptions: msg`A pontic has no implant, post core or abutment edge.`,
  abutmentEdgeRequired: msg`Choose the abutment edge.`,
  implantPostCore: msg`An implant unit has no post core.`,
  implantBrandUnknown: msg`Choose an implant brand from the list.`,
  implantSystemUnknown: msg`Choose a system of the chosen brand.`,
  implantModelUnknown: msg`Choose a model of the chosen system.`,
  dentureTypeMismatch: msg`The denture type does not match the teeth: implant units need the implant type, crowns on natural teeth the crown and bridge type, and both need both.`,
  otherDescriptionRequired: msg`Describe the other design requirement.`,
  shadeInvalid: msg`Choose a shade of the chosen shade guide.`,
  shadesRequired: msg`Choose at least one shade for the tooth.`,
  shadesTooMany: msg`Choose at most 3 shades per tooth.`,
  shadeToothTwice: msg`Each tooth has one line of shades.`,
  shadesMissing: msg`Choose the shades of every tooth being restored, and of those teeth only.`,
  tooManyPhotos: msg`Add at most 6 images.`,
  selectionIdRequired: msg`Enter the abutment selection id.`,
  tooManyDesignFiles: msg`Add at most 6 design files.`,
  reworkTeethRequired: msg`Choose at least one tooth to rework.`,
  reworkToothNotInOrder: msg`Choose teeth of this order.`,
  thresholdInvalid: msg`Enter a whole number of units from 2 to 16.`,
  feeInvalid: msg`Enter an amount of 0 or more with at most two decimals.`,
  stepNotForOrder: msg`This step does not apply to this order.`,
} satisfies Record<string, MessageDescriptor>;

export type DentureMessageKey = keyof typeof dentureMessages;

export function dentureMessageId(key: DentureMessageKey): string {
  return dentureMessages[key].id;
}

const byId = new Map<string, MessageDescriptor>(Object.values(dentureMessages).map((message) => [message.id, message]));

/** The descriptor behind an issue message id, for its English fallback; undefined for a foreign id. */
export function findDentureMessage(id: string): MessageDescriptor | undefined {
  return byId.get(id);
}
