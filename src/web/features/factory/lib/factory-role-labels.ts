import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FactoryRole } from '../../../../domain/accounts/factory-roles';

/** The factory roles as the console names them, with what each does (docs/orders.md, "Factory roles"). */
export const FACTORY_ROLE_LABELS: Record<FactoryRole, { label: MessageDescriptor; does: MessageDescriptor }> = {
  admin: { label: msg`Admin`, does: msg`Every move, and the factory staff` },
  reviewer: { label: msg`Reviewer`, does: msg`Reviews cases and accepts them into design` },
  designer: { label: msg`Designer`, does: msg`Designs and publishes plans, takes up rejected plans` },
  production: { label: msg`Production`, does: msg`Releases to production, ships, terminates production` },
  finance: { label: msg`Finance`, does: msg`Issues payment orders and records payments` },
};
