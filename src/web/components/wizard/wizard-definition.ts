import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ComponentType, ReactNode } from 'react';
import type { UserDatabase } from '../../lib/offline/db';

/**
 * A line's wizard as the generic wizard (`LineWizard`) runs it (docs/orders.md, "What a line declares"): the steps in
 * order, each with its label, its screen and its check, and how the finished draft is submitted. The shell owns the
 * rest, the same for every line: the draft saved on the device as the user types (one per tab), the step bar, leaving
 * a step forward only when it is valid, the submit through the outbox once, the banner of where the submit stands,
 * the resubmission of a refused case, and opening the order once the server has it.
 */

/** The translated problems of one step, keyed by the field's path in the step's schema; empty when it may be left. */
export type StepErrors = Partial<Record<string, string>>;

/** The wall clock a check reads (the pickup window of a mailed model, the age of the photos). */
export type WizardClock = { now: number; today: string };

/** What every line's draft carries for the shell; the line adds its own fields. */
export type WizardDraftBase<StepId extends string = string> = {
  /** The key's own part: a random id for a new order, `order-<id>` for a resubmission. */
  id: string;
  /** A resubmission: the order it corrects. */
  orderId: number | null;
  step: StepId;
  /** The furthest step reached (an index into the steps): the step bar opens any step up to the one after it. */
  reached: number;
  /** The outbox item that submits it, once submitted (kept until the server acknowledges it). */
  submittedItemId: string | null;
};

/** What a step's screen gets. */
export type WizardScreenProps<Draft extends WizardDraftBase> = {
  draft: Draft;
  /** Changes the draft (saved on the device as the user types). */
  update: (change: (current: Draft) => Draft) => void;
  /** This step's problems once it was checked. */
  errors: StepErrors;
  clinicId: number;
  /** Every data step's problems (what a preview step lists), keyed by step id. */
  problems: Readonly<Record<string, StepErrors>>;
  /** What the line questions without blocking (a preview step shows them). */
  warnings: readonly string[];
  /** Opens another step (forward checks the steps on the way). */
  goTo: (step: Draft['step']) => void;
  /** The wizard's steps with their labels (a preview names the steps that block the submit). */
  steps: readonly { id: Draft['step']; label: MessageDescriptor }[];
};

export type WizardStep<Draft extends WizardDraftBase> = {
  id: Draft['step'];
  label: MessageDescriptor;
  Screen: ComponentType<WizardScreenProps<Draft>>;
  /** A data step's check; a step without one (a preview) has nothing of its own to check. */
  check?: (i18n: I18n, draft: Draft, clock: WizardClock) => StepErrors;
};

export type WizardSubmit<Draft extends WizardDraftBase> = (
  db: UserDatabase,
  input: { draft: Draft; clinicId: number; saveDraft: (value: Draft) => Promise<void> },
) => Promise<string>;

export type WizardDefinition<Draft extends WizardDraftBase> = {
  /** In order; at least one. */
  steps: readonly [WizardStep<Draft>, ...WizardStep<Draft>[]];
  /** The draft's key on the device. */
  draftKey: (id: string) => string;
  /** The page's heading: a new order, or the resubmission of one. */
  title: (draft: Draft) => ReactNode;
  /** What the line questions without blocking, asked once before the submit (called as a hook, on every render). */
  useWarnings: (draft: Draft, clinicId: number) => string[];
  /** Queues the submit of a valid draft once and keeps the item id on the draft; resolves to the item id. */
  submit: WizardSubmit<Draft>;
  /** The order the acknowledged submit answered. */
  orderIdOf: (answer: unknown) => number | null;
  orderPath: (orderId: number | string) => string;
  /** Where the device's drafts are listed (the temporary storage box). */
  draftsPath: string;
  /** Said once the server has the order. */
  receivedMessage: MessageDescriptor;
};
