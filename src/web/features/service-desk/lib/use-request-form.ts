import { useState, type FormEvent, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { ErrorCode } from '../../../../domain/response-codes';
import { collectClinicIssues } from '../../../lib/forms/clinic-field-errors';
import type { FieldErrors } from '../../../lib/forms/field-errors';
import { failureOf, serverFieldMessages } from '../../../lib/forms/request-failure';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';

type Options<Values extends Record<string, string>, Request> = {
  /** The form, whose first invalid field takes the focus after a refusal. */
  formRef: RefObject<HTMLFormElement | null>;
  initial: Values;
  /** The domain contract: it checks the fields before anything is sent (the server checks them again). */
  schema: z.ZodType<Request, unknown>;
  mutation: UseMutationResult<unknown, Error, Request>;
  /** Shown when the request fails without the server's own reason (no connection, say). */
  fallbackError: string;
  /** What the form holds after a success: the request is sent, so the next one starts from these. */
  afterSuccess: (sent: Values) => Values;
};

/**
 * A small form that leaves a request with the service desk: checked with its contract, sent once (the button waits for
 * the answer), a success only after the server answered, and a refusal shown on its field or above the button with
 * everything typed kept.
 */
export function useRequestForm<Values extends Record<string, string>, Request>({
  formRef,
  initial,
  schema,
  mutation,
  fallbackError,
  afterSuccess,
}: Options<Values, Request>) {
  const { i18n } = useLingui();
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof Values & string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<Values | null>(null);

  function change(field: keyof Values & string, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setSent(null);
  }

  function showFailure(error: unknown) {
    const failure = failureOf(error);
    const fields = failure?.code === ErrorCode.badRequest ? serverFieldMessages(failure) : {};
    const known = Object.fromEntries(Object.entries(fields).filter(([field]) => field in values));
    if (Object.keys(known).length > 0) setErrors(known as FieldErrors<keyof Values & string>);
    else setFormError(failure?.msg || fallbackError);
    focusFirstInvalid();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    setSent(null);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(collectClinicIssues(i18n, parsed) as FieldErrors<keyof Values & string>);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    try {
      await mutation.mutateAsync(parsed.data);
      setSent(values);
      setValues(afterSuccess(values));
    } catch (error) {
      showFailure(error);
    }
  }

  return { values, change, errors, formError, sent, isSending: mutation.isPending, onSubmit };
}
