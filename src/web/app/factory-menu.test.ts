import { describe, expect, it } from 'vitest';
import type { FactoryRole } from '../../domain/accounts/factory-roles';
import { menuContextFor, visibleMenuItems } from '../features/shell/menu/menu-rules';
import { buildSession } from '../testing/session-generators';
import { routes } from './routes';

/** The side menu the route table gives a factory user, by their factory role. */
const menu = routes.flatMap((route) =>
  route.kind === 'page' && route.menu
    ? [{ ...route.menu, path: route.path, needsClinic: route.needsClinic === true }]
    : [],
);
const pathsFor = (factoryRole: FactoryRole | null) =>
  visibleMenuItems(
    menu,
    menuContextFor(buildSession({ isFactory: true, factoryRole, clinicId: null, clinicList: [] }), false),
  ).map((item) => item.path);

describe('the factory console’s menu', () => {
  it('offers the factory staff to factory admins', () => {
    expect(pathsFor('admin')).toEqual([
      '/userFactory',
      '/userFactory/reviews',
      '/userFactory/calendar',
      '/userFactory/settings',
      '/userFactory/remittances',
      '/userFactory/staff',
      '/userFactory/service',
    ]);
  });

  it.each(['reviewer', 'designer', 'production', 'finance', null] as const)('has no staff entry for %s', (role) => {
    expect(pathsFor(role)).toEqual([
      '/userFactory',
      '/userFactory/reviews',
      '/userFactory/calendar',
      '/userFactory/settings',
      '/userFactory/remittances',
      '/userFactory/service',
    ]);
  });
});
