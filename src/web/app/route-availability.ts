import { createContext, useContext } from 'react';

/**
 * Whether the route table has a page for a path, so nothing links to a page that does not exist yet. The signed-in
 * routes provide it from the table; pages the table loads read it here, so they never import the table that loads them.
 */
export const RouteAvailability = createContext<((path: string) => boolean) | null>(null);

export function useIsRouteAvailable(): (path: string) => boolean {
  const isRouteAvailable = useContext(RouteAvailability);
  if (!isRouteAvailable) throw new Error('useIsRouteAvailable is used outside the signed-in routes');
  return isRouteAvailable;
}
