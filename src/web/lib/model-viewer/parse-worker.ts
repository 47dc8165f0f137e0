// The parse worker: reads a model (local file or signed link) and parses it off the page's thread, then transfers
// the typed arrays back. Started by mesh-loader.ts; the protocol is in worker-handler.ts.
import { createWorkerHandler } from './worker-handler';
import type { WorkerRequest } from './worker-protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const handle = createWorkerHandler((message, transfer) => scope.postMessage(message, transfer));
scope.addEventListener('message', (event: MessageEvent<WorkerRequest>) => handle(event.data));
