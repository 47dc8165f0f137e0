import { http, HttpResponse } from 'msw';
import type { PublicHosts } from '../../domain/public-hosts';
import { server } from './msw-server';
import { apiUrl, envelope } from './session-generators';

/** The environment's hosts as the server would answer them (GET /api/platform/v1/public-hosts); unset ones are null. */
export function answerPublicHosts(hosts: Partial<PublicHosts>): void {
  server.use(
    http.get(apiUrl('platform', '/v1/public-hosts'), () =>
      HttpResponse.json(envelope({ image: null, viewer: null, shop: null, ...hosts })),
    ),
  );
}
