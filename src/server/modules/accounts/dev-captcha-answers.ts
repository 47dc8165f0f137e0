/**
 * Test mode only: the answers of recent image captchas, so browser tests can sign in the way a person does. The
 * captcha is drawn as paths precisely so that no script can read it; nothing is kept in demo or production mode.
 */
const MAX_KEPT = 500;
const answers = new Map<string, string>();

export function keepCaptchaAnswer(captchaId: string, text: string): void {
  answers.set(captchaId, text);
  if (answers.size > MAX_KEPT) answers.delete(answers.keys().next().value as string);
}

export function findCaptchaAnswer(captchaId: string): string | undefined {
  return answers.get(captchaId);
}
