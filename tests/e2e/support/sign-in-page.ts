import type { Page } from 'playwright-core';

/** The /login form's password tab, driven as a person would: the captcha answer is what a person reads off the picture. */
export class SignInPage {
  private readonly page: Page;
  private readonly baseUrl: string;
  private captchaId: string | null = null;

  constructor(page: Page, baseUrl: string) {
    this.page = page;
    this.baseUrl = baseUrl;
    // The captcha picture is drawn as paths: in test mode the server reveals the answer of the id it handed out.
    page.on('response', async (response) => {
      if (!response.url().includes('/api/tenant/v1/image-captcha')) return;
      const body = (await response.json().catch(() => null)) as { data?: { captchaId?: string } } | null;
      if (body?.data?.captchaId) this.captchaId = body.data.captchaId;
    });
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/login`);
    await this.page.getByRole('tab', { name: 'Password' }).waitFor();
  }

  async submit(phone: string, password: string): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Sign in with password' });
    await form.getByLabel('Mobile number').fill(phone);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await this.fillCaptcha();
    await this.slide();
    const agreement = this.page.getByRole('checkbox', { name: /I have read and accept/ });
    if (!(await agreement.isChecked())) await agreement.check();
    await form.getByRole('button', { name: 'Sign in' }).click();
  }

  private async fillCaptcha(): Promise<void> {
    const field = this.page.getByRole('textbox', { name: 'Captcha', exact: true });
    await this.page.waitForFunction(() => document.querySelector('img[alt="Captcha image"]') !== null);
    for (let i = 0; i < 50 && !this.captchaId; i++) await this.page.waitForTimeout(100);
    const answer = await fetch(`${this.baseUrl}/api/platform/dev/captcha-answer?captchaId=${this.captchaId}`).then((r) => r.json());
    await field.fill(answer.data.answer);
    this.captchaId = null;
  }

  /** Drags the handle to the end of the track at a hand's pace. */
  private async slide(): Promise<void> {
    const handle = this.page.getByRole('slider', { name: 'Slide to verify' });
    await handle.waitFor();
    const box = await handle.boundingBox();
    if (!box) throw new Error('The slider handle is not visible');
    const y = box.y + box.height / 2;
    await this.page.mouse.move(box.x + box.width / 2, y);
    await this.page.mouse.down();
    for (let step = 1; step <= 20; step++) {
      await this.page.mouse.move(box.x + box.width / 2 + step * 25, y);
      await this.page.waitForTimeout(30);
    }
    await this.page.mouse.up();
    await this.page.getByText('Slide verification passed.').waitFor();
  }
}

export const DEMO_PASSWORD = 'Cuspid-Demo-2026';
export const DEMO_ADMIN = '13800000001';

/** A phone number no one has used on this server yet. */
let issued = 0;
export function freshPhone(): string {
  issued += 1;
  return `136${String((Date.now() + issued) % 100_000_000).padStart(8, '0')}`;
}

/** Registers a new account through /register, reading the SMS code from the demo server's inbox; ends on /home. */
export async function registerThroughForm(page: Page, baseUrl: string, phone: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/register`);
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Mobile number').fill(phone);
  await form.getByRole('button', { name: 'Send code' }).click();
  await page.getByText(/Code sent/).waitFor();
  const inbox = await fetch(`${baseUrl}/api/platform/dev/sms-inbox?phone=${phone}`).then((r) => r.json());
  const code = String(inbox.data[0]?.text ?? '').match(/\d{6}/)?.[0];
  if (!code) throw new Error(`No SMS code reached ${phone}`);
  await form.getByLabel('SMS code').fill(code);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Repeat the password').fill(password);
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await form.getByRole('button', { name: 'Create the account' }).click();
  await page.waitForURL('**/home');
}
