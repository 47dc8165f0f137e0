/// <reference lib="webworker" />
// Cuts and hashes a file off the page's thread (file-cutter.ts): one request, one answer, in order.
import { createPartCutter, type PartCutter } from './part-cutter';
import type { CutRequest, CutResponse } from './file-cutter';

let cutter: Promise<PartCutter> | null = null;

self.onmessage = async (event: MessageEvent<CutRequest>) => {
  const request = event.data;
  const answer = (response: CutResponse) => self.postMessage(response);
  try {
    if (request.type === 'start') {
      cutter = createPartCutter(request.file, request.partSize, { yieldBetweenSlices: false });
      await cutter;
      answer({ id: request.id, type: 'started' });
    } else if (request.type === 'part') {
      answer({ id: request.id, type: 'part', part: await (await cutter!).cut(request.partNumber) });
    } else {
      answer({ id: request.id, type: 'digest', sha256: await (await cutter!).digest() });
    }
  } catch (error) {
    answer({ id: request.id, type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
