import { useEffect } from 'react';
import type { TWearingPlan } from '../../../domain/tools/wearing-plan';

/**
 * Browser notifications of aligner changes due (when the user granted them): each patient's change once per device
 * and day, remembered in localStorage, so a reload or a second tab does not repeat it.
 */
const STORAGE_KEY = 'cuspid.wearingNotified';

/** The key a notification is remembered by: patient, the aligner to change from, the day. */
export function notificationKey(plan: Pick<TWearingPlan, 'patientId' | 'currentAligner'>, today: string): string {
  return `${plan.patientId}:${plan.currentAligner}:${today}`;
}

function readNotified(): Set<string> {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return new Set(Array.isArray(stored) ? stored.filter((entry) => typeof entry === 'string') : []);
  } catch {
    return new Set();
  }
}

/** The due plans not yet notified today; remembers them (only today's keys are kept). */
export function takeUnnotified(due: readonly TWearingPlan[], today: string): TWearingPlan[] {
  const notified = readNotified();
  const fresh = due.filter((plan) => !notified.has(notificationKey(plan, today)));
  const kept = [...notified].filter((key) => key.endsWith(`:${today}`));
  localStorage.setItem(STORAGE_KEY, JSON.stringify([...kept, ...fresh.map((plan) => notificationKey(plan, today))]));
  return fresh;
}

export function canNotify(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}

/** Shows a browser notification per due change not shown yet today (nothing unless permission was granted). */
export function useWearingNotifications(
  due: readonly TWearingPlan[],
  today: string,
  textOf: (plan: TWearingPlan) => { title: string; body: string },
): void {
  useEffect(() => {
    if (due.length === 0 || !canNotify()) return;
    for (const plan of takeUnnotified(due, today)) {
      const { title, body } = textOf(plan);
      new Notification(title, { body, tag: `wearing-${notificationKey(plan, today)}` });
    }
    // textOf changes with the language only; a notification already shown is not shown again anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [due, today]);
}
