import { useCallback, useState, useSyncExternalStore } from 'react';
import { LAYOUT } from '../../../../domain/constants';

/** open: labels and icons; collapsed: icons only; closed: hidden. */
export type SidebarMode = 'open' | 'collapsed' | 'closed';
export const SIDEBAR_STORAGE_KEY = 'cuspid.sidebar';
const SIDEBAR_MODES: readonly SidebarMode[] = ['open', 'collapsed', 'closed'];
const WIDE_QUERY = `(min-width: ${LAYOUT.sidebarBreakpointPx}px)`;

function readStoredMode(): SidebarMode {
  try {
    const stored = window.localStorage.getItem(SIDEBAR_STORAGE_KEY);
    return SIDEBAR_MODES.find((mode) => mode === stored) ?? 'open';
  } catch {
    return 'open';
  }
}

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  window.addEventListener('resize', onChange);
  return () => {
    query.removeEventListener('change', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** Whether the window is at least the sidebar breakpoint (992 px) wide. */
export function useIsWideWindow(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
}

/**
 * The side menu's state (spec section 2). On a wide window the chosen mode is remembered (localStorage); below
 * 992 px the menu is closed and opens as a drawer over the page, which is not remembered.
 */
export function useSidebar() {
  const isWide = useIsWideWindow();
  const [storedMode, setStoredMode] = useState(readStoredMode);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  const setMode = useCallback((mode: SidebarMode) => {
    setStoredMode(mode);
    try {
      window.localStorage.setItem(SIDEBAR_STORAGE_KEY, mode);
    } catch {
      // Storage unavailable: the choice lasts for this visit.
    }
  }, []);

  const mode: SidebarMode = isWide ? storedMode : isDrawerOpen ? 'open' : 'closed';
  return {
    mode,
    isWide,
    isDrawer: !isWide && isDrawerOpen,
    /** The top bar's menu button: show or hide the menu. */
    toggle: () => (isWide ? setMode(storedMode === 'closed' ? 'open' : 'closed') : setIsDrawerOpen((open) => !open)),
    /** The menu's own button: icons only, or labels too. */
    toggleCollapsed: () => setMode(storedMode === 'collapsed' ? 'open' : 'collapsed'),
    closeDrawer: () => setIsDrawerOpen(false),
  };
}
