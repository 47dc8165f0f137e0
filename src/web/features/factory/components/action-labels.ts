import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What a line's factory view says of the factory's moves of its status table (`A`: the line's factory action names),
 * written in the line's folder and given to the action panel: the factory console names no line's moves.
 */
export type FactoryActionTexts<A extends string> = {
  /** Each action's button (also the submit of its form). */
  labels: Record<A, MessageDescriptor>;
  /** What a plain change means, asked before it is made (it cannot be undone from the factory's side). */
  confirmBodies?: Partial<Record<A, MessageDescriptor>>;
  /** Who reads the reason of a refusal. */
  reasonHints?: Partial<Record<A, MessageDescriptor>>;
  /** A move made again after the other side sent it back (the status on screen) reads as a revision. */
  revisionLabels?: Partial<Record<number, Partial<Record<A, MessageDescriptor>>>>;
};

/**
 * The words of the moves every line may share: the core's common moves (ship, terminate) and the moves more than one
 * line makes under the same name and meaning. A line spreads what it uses into its own texts.
 */
export const SHARED_FACTORY_TEXTS = {
  labels: {
    passReview: msg`Pass the review`,
    failReview: msg`Fail the review`,
    recordPayment: msg`Record the payment`,
    release: msg`Release to production`,
    ship: msg`Ship`,
    terminate: msg`Terminate production`,
  },
  confirmBodies: {
    passReview: msg`The case data is complete and usable. The doctor is told the case passed.`,
  },
  reasonHints: {
    failReview: msg`The doctor reads it, fixes the case data and submits again.`,
    terminate: msg`The clinic reads it. Production of this order stops for good.`,
  },
} satisfies FactoryActionTexts<'passReview' | 'failReview' | 'recordPayment' | 'release' | 'ship' | 'terminate'>;
