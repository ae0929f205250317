import fs from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { expectAccessible, type Lang, mailboxCode, shoot, stageBadge, strings } from './helpers-shell';

/* The lifecycle's second half as a user drives it: shared by the approve-and-pay and the submission specs. */

/** @dfr/forms' CodeForm names its boxes "Approval code". */
export const CODE_LABEL = { en: 'Approval code', kh: 'លេខកូដអនុម័ត' } as const;
export const stage = stageBadge;

/** Brings the demo statement to `validated` through the buttons (reset first when it is not a draft). */
export async function validated(page: Page, t: Record<string, any>) {
  await page.goto('/reporting');
  await expect(stage(page)).toBeVisible({ timeout: 20_000 });
  if ((await stage(page).textContent()) !== t.stage.draft) {
    await page.getByRole('button', { name: t.actions.reset }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('textbox').fill('confirm');
    await dialog.getByRole('button', { name: t.actions.reset }).click();
    await expect(stage(page)).toHaveText(t.stage.draft);
  }
  await page.getByRole('button', { name: t.actions.finalize }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox').fill('confirm');
  await dialog.getByRole('button', { name: t.actions.finalize }).click();
  await expect(stage(page)).toHaveText(t.stage.finalized);
  await page.getByRole('button', { name: t.actions.validate, exact: true }).click();
  await expect(page.getByTestId('verdict')).toBeVisible({ timeout: 60_000 });
  await page.goto('/reporting');
  await expect(stage(page)).toHaveText(t.stage.validated, { timeout: 20_000 });
}

/** In the open pay dialog: confirm, read the code as text, pay it at the sandbox bank, see the receipt appear. */
export async function payWithSandboxBank(page: Page, lang: Lang) {
  const s = strings(lang, 'settings');
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('textbox').fill('confirm');
  await confirm.getByRole('button', { name: s.invoices.pay }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('region', { name: lang === 'en' ? 'KHQR payment' : 'ការទូទាត់តាម KHQR' })).toBeVisible();
  await expect(dialog.getByRole('img')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, `khqr-${lang}`);
  const payload = await dialog.getByRole('textbox', { name: s.invoices.khqr_text }).inputValue();
  expect(payload).toMatch(/^000201010212/);

  // The tester's banking app, in another tab: a wrong amount is refused, the right one pays.
  const bank = await page.context().newPage();
  await bank.goto(`/sandbox-bank?lang=${lang}`);
  await bank.locator('#qr').fill(payload);
  await bank.locator('#amount').fill('1000');
  await bank.locator('button[type="submit"]').click();
  await expect(bank.getByRole('alert')).toBeVisible();
  await bank.goto(`/sandbox-bank?lang=${lang}`);
  await bank.locator('#qr').fill(payload);
  // The demo's fee (small entity) is 400,000 KHR, as the code says.
  await bank.locator('#amount').fill('400000');
  await bank.locator('button[type="submit"]').click();
  await expect(bank.getByRole('status')).toBeVisible();
  await shoot(bank, `sandbox-bank-paid-${lang}`);
  await bank.close();

  // No reload: the realtime message (or the page's own check) turns the invoice paid and shows the receipt.
  await expect(dialog.getByRole('status').filter({ hasText: /RCT-/ })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await shoot(page, `paid-receipt-${lang}`);
  await dialog.getByRole('link', { name: s.invoices.open_receipt }).click();
  await expect(page.getByRole('heading', { level: 1, name: s.receipt.title })).toBeVisible();
  await expect(page.getByText(/RCT-/).first()).toBeVisible();
  // The receipt as a one-page PDF (issue 16).
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: s.receipt.pdf }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^RCT-.+\.pdf$/);
  expect(
    fs
      .readFileSync((await file.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  await shoot(page, `receipt-${lang}`);
  await expectAccessible(page);
}

export { signInAs } from './helpers-shell';

/** What the lifecycle fixture reads of a statement. */
interface Lifecycled {
  id: string;
  entityId: string;
  reportingYear: number;
  stage: string;
  version: number;
}

/**
 * The lifecycle driven through the product's own routes, as the web does (issue 29): a spec whose subject comes after
 * approval and payment starts from there instead of clicking through them again (approve-and-pay.spec.ts walks them in
 * the browser). Signs in through the identity endpoint as aws-amplify does; reads codes from the local mailbox; pays
 * at the sandbox bank as the tester's bank would.
 */
export class LifecycleApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  /** Signed in as `email` through the embedded identity endpoint (USER_PASSWORD_AUTH, as the web signs in). */
  static async signIn(request: APIRequestContext, email: string, password: string) {
    const { identity } = (await (await request.get('/config.json')).json()) as {
      identity: { userPoolClientId: string; userPoolEndpoint: string };
    };
    const res = await request.post(identity.userPoolEndpoint, {
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      data: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: identity.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    });
    expect(res.status(), await res.text()).toBe(200);
    const { AuthenticationResult } = (await res.json()) as { AuthenticationResult: { AccessToken: string } };
    return new LifecycleApi(request, AuthenticationResult.AccessToken);
  }

  /** A call to the API as this user; fails the test with the answer's body unless it is 2xx. */
  async call<T = any>(method: 'GET' | 'POST', path: string, json?: unknown): Promise<T> {
    const res = await this.request.fetch(`/api${path}`, {
      method,
      headers: { authorization: `Bearer ${this.token}` },
      ...(json === undefined ? {} : { data: json }),
    });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  /** The statement of `year` of the user's first entity (the demo's). */
  async statementOf(year: number): Promise<Lifecycled> {
    const { entities } = await this.call<{ entities: { id: string }[] }>('GET', '/entities');
    const entityId = entities[0]!.id;
    const { statements } = await this.call<{ statements: { id: string; reportingYear: number }[] }>(
      'GET',
      `/entities/${entityId}/statements`,
    );
    const row = statements.find((s) => s.reportingYear === year)!;
    return this.call('GET', `/statements/${row.id}`);
  }

  private async command(id: string, command: string, body: Record<string, unknown>) {
    return (await this.call<{ statement: Lifecycled }>('POST', `/statements/${id}/commands/${command}`, body))
      .statement;
  }

  /** Waits until the statement reaches `stage` (a job or the payment poller moves it); returns it. */
  async stageOf(id: string, stage: string) {
    let current: Lifecycled | undefined;
    await expect
      .poll(
        async () => {
          current = await this.call<Lifecycled>('GET', `/statements/${id}`);
          return current.stage;
        },
        { timeout: 60_000 },
      )
      .toBe(stage);
    return current!;
  }

  /**
   * The statement approved with the director's code and its year's fee paid at the sandbox bank: from any stage
   * (reset to a draft first, as an admin may), through finalize, validate (the job), approval request and approve.
   */
  async paid(id: string, director: string) {
    let s = await this.call<Lifecycled>('GET', `/statements/${id}`);
    if (s.stage === 'paid') return s;
    if (s.stage !== 'draft') s = await this.command(id, 'reset', { version: s.version, confirm: 'confirm' });
    s = await this.command(id, 'finalize', { version: s.version, confirm: 'confirm' });
    await this.call('POST', `/statements/${id}/commands/validate`, { version: s.version });
    s = await this.stageOf(id, 'validated');
    s = await this.command(id, 'approval-request', { version: s.version });
    const code = await mailboxCode(this.request, director, 'approvalCode');
    s = await this.command(id, 'approve', { version: s.version, code });
    if (s.stage === 'paid') return s;
    const { invoices } = await this.call<{ invoices: { id: string; statementId: string; status: string }[] }>(
      'GET',
      `/entities/${s.entityId}/invoices`,
    );
    const invoice = invoices.find((i) => i.statementId === id && i.status === 'open')!;
    const { khqr } = await this.call<{ khqr: { payload: string } }>('POST', `/invoices/${invoice.id}/pay`, {
      confirm: 'confirm',
    });
    const bank = await this.request.post('/sandbox-bank/pay', {
      form: {
        qr: khqr.payload,
        amount: String(parseKhqrAmount(khqr.payload)),
        currency: 'KHR',
        payer: 'tester@sandbox',
        lang: 'en',
      },
    });
    expect(bank.status(), await bank.text()).toBe(200);
    await this.call('POST', `/invoices/${invoice.id}/check`);
    return this.stageOf(id, 'paid');
  }
}

/** The amount a KHQR payload asks for (EMVCo tag 54). */
export function parseKhqrAmount(payload: string): number {
  for (let i = 0; i + 4 <= payload.length; ) {
    const tag = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    if (tag === '54') return Number(payload.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  throw new Error(`no amount in the KHQR payload ${payload}`);
}
