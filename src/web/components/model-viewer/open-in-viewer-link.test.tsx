import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { resetCachedPublicAnswersForTests } from '../../lib/cached-public-resets';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';
import { apiUrl } from '../../testing/session-generators';
import { answerPublicHosts } from '../../testing/public-hosts';
import { OpenInViewerLink } from './open-in-viewer-link';
import type { ModelSource } from '../../lib/model-viewer/types';

const uploaded = (url: string, fileName: string): ModelSource => ({ kind: 'url', url, fileName });
const upper = uploaded('/api/emr/oss/object/model/upper.stl?expires=1&signature=a', 'upper.stl');
const lower = uploaded('https://img.cuspid.cn/api/emr/oss/object/model/lower.stl?expires=1&signature=b', 'lower.stl');
const local: ModelSource = { kind: 'blob', blob: new Blob(['solid x']), fileName: 'scan.stl' };

const link = () => screen.findByRole('link', { name: 'Open in the 3D viewer' });

describe('OpenInViewerLink', () => {
  it("opens the environment's viewer host with the uploaded models' absolute links, in a new tab", async () => {
    answerPublicHosts({ viewer: 'https://viewer.cuspid.cn' });
    renderWithProviders(<OpenInViewerLink sources={[upper, null, lower, local]} />);
    const anchor = await link();
    const href = new URL(anchor.getAttribute('href')!);
    expect(href.origin).toBe('https://viewer.cuspid.cn');
    expect(href.searchParams.getAll('model')).toEqual([
      `${window.location.origin}/api/emr/oss/object/model/upper.stl?expires=1&signature=a`,
      'https://img.cuspid.cn/api/emr/oss/object/model/lower.stl?expires=1&signature=b',
    ]);
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("offers the link offline from the device's copy of the last answer", async () => {
    answerPublicHosts({ viewer: 'https://viewer.cuspid.cn' });
    const online = renderWithProviders(<OpenInViewerLink sources={[upper]} />);
    await link();
    online.unmount();
    resetCachedPublicAnswersForTests(); // a new visit: only what the device kept
    server.use(http.get(apiUrl('platform', '/v1/public-hosts'), () => HttpResponse.error()));
    renderWithProviders(<OpenInViewerLink sources={[upper]} />);
    expect(screen.getByRole('link', { name: 'Open in the 3D viewer' }).getAttribute('href')).toMatch(
      /^https:\/\/viewer\.cuspid\.cn\/\?model=/,
    );
  });

  it('is not offered where no viewer host is configured', async () => {
    answerPublicHosts({ viewer: null, shop: 'https://shop.cuspid.cn' });
    renderWithProviders(<OpenInViewerLink sources={[upper, lower]} />);
    // The answer arrived (it is kept on the device) and still no link.
    await waitFor(() => expect(window.localStorage.getItem('cuspid.publicHosts')).toContain('shop.cuspid.cn'));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is not offered for models not uploaded yet', async () => {
    answerPublicHosts({ viewer: 'https://viewer.cuspid.cn' });
    renderWithProviders(<OpenInViewerLink sources={[local, null]} />);
    await waitFor(() => expect(window.localStorage.getItem('cuspid.publicHosts')).toContain('viewer.cuspid.cn'));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
