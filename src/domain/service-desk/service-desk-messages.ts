import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ServiceDeskErrorCode } from './service-desk';

export const serviceDeskErrorMessages = {
  [ServiceDeskErrorCode.chatOff]: msg`The online chat is not offered. Please write or call the service desk.`,
  [ServiceDeskErrorCode.requestAlreadyHandled]: msg`This request has already been handled.`,
  [ServiceDeskErrorCode.tooManyOpenRequests]: msg`Your earlier requests are still open: the service desk will contact you.`,
} satisfies Record<(typeof ServiceDeskErrorCode)[keyof typeof ServiceDeskErrorCode], MessageDescriptor>;

export const serviceDeskSuccessMessages = {
  requestLeft: msg`Submitted successfully.`,
} satisfies Record<string, MessageDescriptor>;
