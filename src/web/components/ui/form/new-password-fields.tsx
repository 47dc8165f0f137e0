import type { ReactNode } from 'react';
import { TextField } from './text-field';

type NewPasswordFieldsProps = {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  passwordError?: string | null;
  confirmationError?: string | null;
  labels: { password: ReactNode; confirmation: ReactNode };
  /** The password rule, said before the user types rather than after a failed submit. */
  hint: ReactNode;
  isRequired?: boolean;
};

/** A new password and its repetition, both for the browser's password manager to fill in. */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  passwordError,
  confirmationError,
  labels,
  hint,
  isRequired,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        name="password"
        label={labels.password}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        error={passwordError}
        hint={hint}
        isRequired={isRequired}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        name="passwordConfirmation"
        label={labels.confirmation}
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
        error={confirmationError}
        isRequired={isRequired}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
