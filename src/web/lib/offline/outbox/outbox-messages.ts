import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The `error.code` of a problem the outbox found itself (no server answer): shown like a server's message. */
export const LOCAL_PROBLEM_CODE = -1;

/** What the outbox says of an item without the server: stored translated, like the server's own messages. */
export function dependencyDiscardedMessage(subject: string): MessageDescriptor {
  return msg`This change depended on "${subject}", which was discarded. Change it or discard it too.`;
}

export function dependencyMissingMessage(): MessageDescriptor {
  return msg`This change depends on work that is no longer on this device. Change it or discard it.`;
}

export function answerLacksValueMessage(subject: string): MessageDescriptor {
  return msg`The server's answer for "${subject}" lacked what this change needs. Discard it and enter it again.`;
}

/**
 * In the user's language when a catalog is active; the English source otherwise (a drainer can run before the
 * catalog has loaded, and a stored message must never fail to be written).
 */
export function localText(descriptor: MessageDescriptor): string {
  try {
    return i18n._(descriptor);
  } catch {
    const values = (descriptor.values ?? {}) as Record<string, unknown>;
    return (descriptor.message ?? descriptor.id).replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  }
}
