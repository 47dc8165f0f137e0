import { http, HttpResponse } from 'msw';
import type { TClinicImage, TImageListRequest, TImageStage } from '../../../../domain/images/image-schemas';
import { keysetPage } from '../../../testing/keyset-pages';
import { apiUrl } from '../../../testing/session-generators';

const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'Success', data, extra: null });

/**
 * The emr lists of one patient behind msw: GET stage/list/{patientId} and POST clinicImage/list. `requests` counts
 * each call; `set` changes what the next calls answer (as after the server applied a change).
 */
export function imageListHandlers(initial: { stages: TImageStage[]; images: TClinicImage[] }) {
  let current = initial;
  const requests = { stages: 0, images: [] as TImageListRequest[] };
  const handlers = [
    http.get(apiUrl('emr', '/v1/clinicImage/stage/list/:patientId'), ({ params }) => {
      requests.stages += 1;
      return envelope(current.stages.filter((stage) => String(stage.patientId) === params.patientId));
    }),
    http.post(apiUrl('emr', '/v1/clinicImage/list'), async ({ request }) => {
      const body = (await request.json()) as TImageListRequest;
      requests.images.push(body);
      return envelope(keysetPage(current.images.filter((image) => image.patientId === body.patientId), body));
    }),
    // The page's 3D scans section (its own tests cover it): none here.
    http.post(apiUrl('emr', '/v1/patient/model/list'), () => envelope(keysetPage([]))),
  ];
  return {
    handlers,
    requests,
    set: (next: { stages: TImageStage[]; images: TClinicImage[] }) => {
      current = next;
    },
  };
}

/** A small file whose first bytes say JPEG (what the browser's check and the server look at). */
export function jpegFile(name = 'frontal.jpg', size = 2048): File {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], name, { type: 'image/jpeg' });
}

/** A binary STL of `facets` triangles: 80 header bytes, the count, then 50 bytes a facet (what the checks look at). */
export function stlFile(name = 'upper-jaw.stl', facets = 2): File {
  const bytes = new Uint8Array(84 + 50 * facets);
  new DataView(bytes.buffer).setUint32(80, facets, true);
  return new File([bytes], name, { type: 'model/stl' });
}
