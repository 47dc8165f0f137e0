/** Query keys of the accounts screens. Challenges are single use, so each attempt gets a key of its own. */
export const authQueryKeys = {
  all: () => ['auth'] as const,
  imageCaptcha: () => [...authQueryKeys.all(), 'image-captcha'] as const,
  qrCode: (attempt: number) => [...authQueryKeys.all(), 'qr-code', attempt] as const,
  devSmsInbox: (phone: string) => [...authQueryKeys.all(), 'dev-sms-inbox', phone] as const,
};
