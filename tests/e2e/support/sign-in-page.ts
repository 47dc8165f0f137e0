import type { Page } from 'playwright-core';
import { uiTexts, type UiTexts } from './catalog.ts';

const AGREEMENT = 'I have read and accept the <0>user agreement</0> and the <1>privacy policy</1>.';

/** The /login form's password tab, driven as a person would: the captcha answer is what a person reads off the picture. */
export class SignInPage {
  private readonly page: Page;
  private readonly baseUrl: string;
  private readonly ui: UiTexts;
  private captchaId: string | null = null;

  constructor(page: Page, baseUrl: string, ui: UiTexts = uiTexts('en')) {
    this.page = page;
    this.baseUrl = baseUrl;
    this.ui = ui;
    // The captcha picture is drawn as paths: in test mode the server reveals the answer of the id it handed out.
    page.on('response', async (response) => {
      if (!response.url().includes('/api/tenant/v1/image-captcha')) return;
      const body = (await response.json().catch(() => null)) as { data?: { captchaId?: string } } | null;
      if (body?.data?.captchaId) this.captchaId = body.data.captchaId;
    });
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/login`);
    await this.page.getByRole('tab', { name: this.ui('Password') }).waitFor();
  }

  async submit(phone: string, password: string): Promise<void> {
    const { ui, page } = this;
    const form = page.getByRole('form', { name: ui('Sign in with password') });
    await form.getByLabel(ui('Mobile number')).fill(phone);
    await form.getByLabel(ui('Password'), { exact: true }).fill(password);
    await this.fillCaptcha();
    await this.slide();
    const agreement = page.getByRole('checkbox', { name: ui.pattern(AGREEMENT) });
    if (!(await agreement.isChecked())) await agreement.check();
    await form.getByRole('button', { name: ui('Sign in'), exact: true }).click();
  }

  private async fillCaptcha(): Promise<void> {
    const field = this.page.getByRole('textbox', { name: this.ui('Captcha'), exact: true });
    await this.page.getByRole('img', { name: this.ui('Captcha image') }).waitFor();
    // After a wrong password the form keeps the solved captcha (the server gave it back): nothing to type again.
    if ((await field.inputValue()) !== '') return;
    for (let i = 0; i < 50 && !this.captchaId; i++) await this.page.waitForTimeout(100);
    const answer = await fetch(`${this.baseUrl}/api/platform/dev/captcha-answer?captchaId=${this.captchaId}`).then(
      (r) => r.json(),
    );
    await field.fill(answer.data.answer);
    this.captchaId = null;
  }

  /** Drags the handle to the end of the track at a hand's pace. */
  private async slide(): Promise<void> {
    const handle = this.page.getByRole('slider', { name: this.ui('Slide to verify') });
    await handle.waitFor();
    // Likewise a verified slider stays verified for the retry.
    if ((await handle.getAttribute('aria-valuetext')) === this.ui('Verified')) return;
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
    await this.page.getByText(this.ui('Slide verification passed.')).waitFor();
  }
}

/** Registers a new account through /register, reading the SMS code from the demo server's inbox; ends on /home. */
export async function registerThroughForm(
  page: Page,
  baseUrl: string,
  phone: string,
  password: string,
  ui: UiTexts = uiTexts('en'),
): Promise<void> {
  await page.goto(`${baseUrl}/register`);
  const form = page.getByRole('form', { name: ui('Create an account') });
  await form.getByLabel(ui('Mobile number')).fill(phone);
  await form.getByRole('button', { name: ui('Send code') }).click();
  await page.getByText(ui.pattern('Code sent. It is valid for {sentMinutes} minutes.')).waitFor();
  const inbox = await fetch(`${baseUrl}/api/platform/dev/sms-inbox?phone=${phone}`).then((r) => r.json());
  const code = String(inbox.data[0]?.text ?? '').match(/\d{6}/)?.[0];
  if (!code) throw new Error(`No SMS code reached ${phone}`);
  await form.getByLabel(ui('SMS code')).fill(code);
  await form.getByLabel(ui('Password'), { exact: true }).fill(password);
  await form.getByLabel(ui('Repeat the password')).fill(password);
  await page.getByRole('checkbox', { name: ui.pattern(AGREEMENT) }).check();
  await form.getByRole('button', { name: ui('Create the account') }).click();
  await page.waitForURL('**/home');
}

export const DEMO_PASSWORD = 'Cuspid-Demo-2026';
export const DEMO_ADMIN = '13800000001';

/** A phone number no one has used on this server yet. */
let issued = 0;
export function freshPhone(): string {
  issued += 1;
  return `136${String((Date.now() + issued) % 100_000_000).padStart(8, '0')}`;
}
