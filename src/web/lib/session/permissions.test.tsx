import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { buildSession } from '../../testing/session-generators';
import { createQueryClient } from '../query/query-client';
import type { PermissionCode } from '../../../domain/accounts/permissions';
import { canAt, matchesResourceUri, useCan } from './permissions';
import { SESSION_KEYS } from './session-keys';
import { sessionQueryKey, type TResource } from './session-store';

describe('matchesResourceUri', () => {
  it('matches equal paths, ignoring trailing slashes and the query', () => {
    expect(matchesResourceUri('/caseList', '/caseList')).toBe(true);
    expect(matchesResourceUri('/caseList/', '/caseList?tab=2')).toBe(true);
    expect(matchesResourceUri('/caseList', '/caseListing')).toBe(false);
    expect(matchesResourceUri('/caseList', '/caseList/3')).toBe(false);
    expect(matchesResourceUri('/caseList/3', '/caseList')).toBe(false);
  });

  it('lets :name stand for one segment and a final * for any rest', () => {
    expect(matchesResourceUri('/dentureTeethOrderDetail/:orderId', '/dentureTeethOrderDetail/42')).toBe(true);
    expect(matchesResourceUri('/dentureTeethOrderDetail/:orderId', '/dentureTeethOrderDetail')).toBe(false);
    expect(matchesResourceUri('/patientCenter/*', '/patientCenter')).toBe(true);
    expect(matchesResourceUri('/patientCenter/*', '/patientCenter/images/3')).toBe(true);
    expect(matchesResourceUri('/patientCenter/*', '/patientCenterX')).toBe(false);
  });
});

describe('canAt', () => {
  const resources: TResource[] = [
    { uri: '/baseEmployee', code: 'employee:manage' },
    { uri: '/caseList', code: 'order:cancel' },
  ];

  it('grants a code only where its uri matches the current path', () => {
    expect(canAt(resources, '/baseEmployee', 'employee:manage')).toBe(true);
    expect(canAt(resources, '/caseList', 'employee:manage')).toBe(false);
    expect(canAt(resources, '/caseList', 'order:cancel')).toBe(true);
    expect(canAt(resources, '/caseList', 'order:decide')).toBe(false);
  });

  it('grants nothing without resources', () => {
    expect(canAt([], '/caseList', 'order:cancel')).toBe(false);
  });
});

describe('useCan', () => {
  function renderCan(code: PermissionCode, path: string, resources?: TResource[]) {
    window.localStorage.setItem(SESSION_KEYS.currentUserId, '7');
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, resources ? buildSession({ resources }) : buildSession());
    const { hook, searchHook } = memoryLocation({ path });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <Router hook={hook} searchHook={searchHook}>
          {children}
        </Router>
      </QueryClientProvider>
    );
    return renderHook(() => useCan(code), { wrapper }).result.current;
  }

  it('reads the resource list of the session against the current path', () => {
    const resources = [{ uri: '/caseList', code: 'order:cancel' }];
    expect(renderCan('order:cancel', '/caseList?tab=4', resources)).toBe(true);
    expect(renderCan('order:cancel', '/stagingBox', resources)).toBe(false);
  });

  it('grants nothing while the server sends no list yet', () => {
    expect(renderCan('order:cancel', '/caseList', [])).toBe(false);
  });
});
