import type { PartRequest, Transport, TransportAnswer, TransportRequest } from '../types';

export type ScriptedTransport = Transport & {
  /** Every JSON request, in the order they were sent. */
  calls: TransportRequest[];
};

/** A Transport for the engine's unit tests: `answer` decides each JSON request's outcome (parts are not used). */
export function createScriptedTransport(
  answer: (request: TransportRequest, index: number) => TransportAnswer | Promise<TransportAnswer>,
): ScriptedTransport {
  const calls: TransportRequest[] = [];
  return {
    calls,
    async json(request) {
      calls.push(request);
      return answer(request, calls.length - 1);
    },
    async putPart(_request: PartRequest): Promise<TransportAnswer> {
      throw new Error('The scripted transport sends no parts');
    },
  };
}

/** A promise to settle later: `const gate = deferred<TransportAnswer>(); ... gate.resolve(answer)`. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
