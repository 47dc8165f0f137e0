import { Trans } from '@lingui/react/macro';

/** Spec section 5, said before the user types rather than after a failed submit. */
export function PasswordRulesHint() {
  return (
    <Trans>8 to 20 characters, no spaces, with at least three of: upper-case letters, lower-case letters, digits, symbols.</Trans>
  );
}
