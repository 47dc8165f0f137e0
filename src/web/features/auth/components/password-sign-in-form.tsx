import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AuthErrorCode, authErrorMessages } from '../../../../domain/accounts/auth-errors';
import { PASSWORD_LOCK } from '../../../../domain/accounts/auth-rules';
import { useCountdown } from '../hooks/use-countdown';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { useImageCaptcha } from '../hooks/use-image-captcha';
import { readErrorNumber } from '../lib/error-data';
import { collectFieldErrors, hasErrors, type FieldErrors } from '../../../lib/forms/field-errors';
import { AgreementCheckbox, type AgreementProps } from './agreement-checkbox';
import { FormAlert } from '../../../components/ui/form-alert';
import { ImageCaptchaField } from './image-captcha-field';
import { PhoneField } from './phone-field';
import { SliderSkeleton } from './slider-skeleton';
import { primaryButtonClass } from '../../../components/ui/styles';
import { TextField } from '../../../components/ui/form/text-field';
import { useIsHydrated } from '../../../lib/use-is-hydrated';

// The slider and its challenge load once the user starts on the form, outside the first route.
const SliderCaptcha = lazy(() => import('./slider-captcha').then((module) => ({ default: module.SliderCaptcha })));

type Field = 'account' | 'password' | 'captcha' | 'sliderToken' | 'agreement';

function SliderPlaceholder() {
  return <SliderSkeleton label={<Trans>Slide to verify</Trans>} />;
}

/** Sign in with phone and password, an image captcha and the slide verification (spec sections 4, 5 and 8). */
export function PasswordSignInForm({ isAgreementAccepted, onAgreementChange }: AgreementProps) {
  const { i18n, t } = useLingui();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [isEngaged, setIsEngaged] = useState(false);
  const [values, setValues] = useState({ account: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [sliderToken, setSliderToken] = useState<string | null>(null);
  const [sliderKey, setSliderKey] = useState(0);
  const captcha = useImageCaptcha(isEngaged);
  const lock = useCountdown();
  const isHydrated = useIsHydrated();
  // The captcha image and the slider load right after the first paint (off the first route's critical path), so the
  // form is whole before the user reaches it rather than once a field has focus.
  useEffect(() => {
    const timer = window.setTimeout(() => setIsEngaged(true), 0);
    return () => window.clearTimeout(timer);
  }, []);

  function change(field: 'account' | 'password' | 'captcha', value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** A captcha and a slider token are single use: after any failed attempt both start over. */
  function startOver() {
    setValues((current) => ({ ...current, captcha: '' }));
    captcha.refresh();
    setSliderToken(null);
    setSliderKey((value) => value + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsEngaged(true);
    if (lock.isRunning || isSubmitting) return;
    setFormError(null);
    setIsSubmitting(true);
    try {
      const { ZPcLoginRequest, companyIdOf, signInWithPassword } = await import('../api/sign-in-with-password');
      const input = {
        account: values.account.trim(),
        password: values.password,
        captcha: values.captcha,
        captchaId: captcha.captcha?.captchaId ?? '',
        sliderToken: sliderToken ?? '',
      };
      const parsed = ZPcLoginRequest.safeParse(input);
      const found = collectFieldErrors<Field | 'captchaId'>(i18n, parsed);
      const nextErrors: FieldErrors<Field> = {
        account: found.account,
        password: found.password,
        captcha: found.captcha ?? found.captchaId,
        sliderToken: found.sliderToken ? i18n._(authErrorMessages[AuthErrorCode.sliderRequired]) : undefined,
        agreement: isAgreementAccepted ? undefined : i18n._(authErrorMessages[AuthErrorCode.agreementNotAccepted]),
      };
      if (!parsed.success || hasErrors(nextErrors)) {
        setErrors(nextErrors);
        focusFirstInvalid();
        return;
      }
      setErrors({});
      const result = await signInWithPassword(parsed.data, companyIdOf(window.location.search));
      if (result.ok) {
        // Loaded here, not imported: this form is on the first route, the session store is not needed before now.
        const { completeSignIn } = await import('../../../lib/session/sign-in');
        await completeSignIn(result.data);
        return;
      }
      // A wrong password leaves the captcha and slider valid (the server gives them back; the lock counts attempts).
      if (result.code !== AuthErrorCode.wrongCredentials) startOver();
      switch (result.code) {
        case AuthErrorCode.wrongCredentials:
          // Spec section 8 puts the message on the account and password fields: said once, under the password, which
          // is what the user retypes (the same words twice read as two errors).
          setErrors({ password: result.msg });
          break;
        case AuthErrorCode.accountLocked:
          lock.start(readErrorNumber(result.errorData, 'retryAfterSeconds') ?? PASSWORD_LOCK.lockSeconds);
          break;
        case AuthErrorCode.captchaIncorrect:
          setErrors({ captcha: result.msg });
          break;
        case AuthErrorCode.sliderRequired:
          setErrors({ sliderToken: result.msg });
          break;
        case AuthErrorCode.agreementNotAccepted:
          setErrors({ agreement: result.msg });
          break;
        default:
          setFormError(result.msg || t`Sign-in failed. Please try again.`);
      }
      focusFirstInvalid();
    } catch {
      setFormError(t`Sign-in failed. Please check the connection and try again.`);
    } finally {
      setIsSubmitting(false);
    }
  }

  const lockSeconds = lock.secondsLeft;
  const lockId = `${formId}-lock`;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocusCapture={() => setIsEngaged(true)}
      onPointerDownCapture={() => setIsEngaged(true)}
      aria-label={t`Sign in with password`}
    >
      <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
        <PhoneField
          name="account"
          value={values.account}
          onChange={(event) => change('account', event.target.value)}
          error={errors.account}
          autoComplete="username"
        />
        <TextField
          name="password"
          label={<Trans>Password</Trans>}
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
          error={errors.password}
          type="password"
          autoComplete="current-password"
        />
        <ImageCaptchaField
          value={values.captcha}
          onChange={(value) => change('captcha', value)}
          error={errors.captcha}
          captcha={captcha.captcha}
          isLoading={captcha.isLoading}
          hasFailed={captcha.hasFailed}
          onRefresh={() => {
            setIsEngaged(true);
            captcha.refresh();
          }}
        />
        <div>
          {isEngaged ? (
            <Suspense fallback={<SliderPlaceholder />}>
              <SliderCaptcha
                key={sliderKey}
                round={sliderKey}
                isDisabled={isSubmitting}
                error={errors.sliderToken}
                onVerified={(token) => {
                  setSliderToken(token);
                  setErrors((current) => ({ ...current, sliderToken: undefined }));
                }}
              />
            </Suspense>
          ) : (
            <SliderPlaceholder />
          )}
        </div>
        <AgreementCheckbox
          isChecked={isAgreementAccepted}
          onChange={(isAccepted) => {
            onAgreementChange(isAccepted);
            setErrors((current) => ({ ...current, agreement: undefined }));
          }}
          error={errors.agreement}
        />
        {lock.isRunning ? (
          // A timer is not announced at every tick; the disabled button points to it instead.
          <FormAlert size="sm" tone="warning" role="timer" id={lockId}>
            {i18n._({ ...authErrorMessages[AuthErrorCode.accountLocked], values: { retryAfterSeconds: lockSeconds } })}
          </FormAlert>
        ) : lock.hasEnded && !formError ? (
          <FormAlert size="sm" tone="info" role="status">
            <Trans>The countdown has ended: you can sign in again.</Trans>
          </FormAlert>
        ) : null}
        {formError ? <FormAlert size="sm">{formError}</FormAlert> : null}
        <button
          type="submit"
          disabled={!isHydrated || lock.isRunning}
          aria-describedby={lock.isRunning ? lockId : undefined}
          className={primaryButtonClass}
        >
          {isSubmitting ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
        </button>
      </fieldset>
    </form>
  );
}
