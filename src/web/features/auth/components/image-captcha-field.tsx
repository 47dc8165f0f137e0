import { Trans, useLingui } from '@lingui/react/macro';
import { IMAGE_CAPTCHA } from '../../../../domain/accounts/auth-rules';
import type { TImageCaptcha } from '../../../../domain/accounts/sign-in';
import { secondaryButtonClass } from '../../../components/ui/styles';
import { TextField } from '../../../components/ui/form/text-field';

type ImageCaptchaFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  captcha: TImageCaptcha | null;
  isLoading: boolean;
  hasFailed: boolean;
  onRefresh: () => void;
};

/** The characters to type from the captcha image, with the image and a button for a new one. */
export function ImageCaptchaField({ value, onChange, error, captcha, isLoading, hasFailed, onRefresh }: ImageCaptchaFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      name="captcha"
      label={<Trans>Captcha</Trans>}
      value={value}
      onChange={(event) => onChange(event.target.value.trim())}
      error={error}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={IMAGE_CAPTCHA.length}
      hint={hasFailed ? <Trans>The captcha could not be loaded. Tap the refresh button to try again.</Trans> : undefined}
      addon={
        <>
          <div className="flex h-11 w-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-white">
            {captcha ? (
              <img
                src={captcha.image}
                alt={t`Captcha image`}
                className={`h-full w-full object-contain ${isLoading ? 'opacity-40' : ''}`}
              />
            ) : isLoading ? (
              <span className="px-2 text-center text-xs text-slate-500">
                <Trans>Loading…</Trans>
              </span>
            ) : (
              <span aria-hidden="true" className="h-6 w-20 rounded bg-slate-100" />
            )}
          </div>
          <button
            type="button"
            onClick={onRefresh}
            disabled={isLoading}
            aria-label={t`New captcha image`}
            title={t`New captcha image`}
            className={`${secondaryButtonClass} w-11 shrink-0 px-0`}
          >
            <span aria-hidden="true">↻</span>
          </button>
        </>
      }
    />
  );
}
