import type { Lang } from '@dfr/statement-engine';
import { html } from 'hono/html';
import type { PayResult, Refusal } from './types';

const T = {
  en: {
    title: 'Sandbox bank: banking app',
    intro:
      'A test bank for the payment of preparation fees. Paste the KHQR text shown in DFR, check the amount and currency, and pay from any test account.',
    qr: 'KHQR text',
    amount: 'Amount to send',
    currency: 'Currency',
    payer: 'Your account (name@bank)',
    pay: 'Pay',
    other: 'ភាសាខ្មែរ',
    paid: 'Paid. Transaction',
    back: 'Pay another code',
    refusals: {
      unreadable: 'This is not a KHQR code the bank can read.',
      tampered: 'The code has been altered (its check digits do not match). Ask the merchant for a new code.',
      expired: 'This code has expired. Ask the merchant for a new code.',
      wrong_amount: 'The amount differs from the amount in the code. A dynamic code must be paid exactly.',
      wrong_currency: 'The currency differs from the currency in the code.',
      unknown_account: 'The receiving account is not known to this bank.',
      already_paid: 'This code has already been paid.',
      payer_invalid: 'Give your account as name@bank.',
    } satisfies Record<Refusal, string>,
  },
  kh: {
    title: 'ធនាគារសាកល្បង៖ កម្មវិធីធនាគារ',
    intro:
      'ធនាគារសាកល្បងសម្រាប់ការទូទាត់កម្រៃសេវារៀបចំ។ សូមបិទភ្ជាប់អក្សរ KHQR ដែលបង្ហាញក្នុង DFR ពិនិត្យចំនួនទឹកប្រាក់ និងរូបិយប័ណ្ណ ហើយបង់ពីគណនីសាកល្បងណាមួយ។',
    qr: 'អក្សរ KHQR',
    amount: 'ចំនួនទឹកប្រាក់ត្រូវផ្ញើ',
    currency: 'រូបិយប័ណ្ណ',
    payer: 'គណនីរបស់អ្នក (name@bank)',
    pay: 'បង់ប្រាក់',
    other: 'English',
    paid: 'បានបង់ប្រាក់។ ប្រតិបត្តិការ',
    back: 'បង់កូដផ្សេងទៀត',
    refusals: {
      unreadable: 'នេះមិនមែនជាកូដ KHQR ដែលធនាគារអាចអានបានទេ។',
      tampered: 'កូដត្រូវបានកែប្រែ (លេខត្រួតពិនិត្យមិនត្រូវគ្នា)។ សូមស្នើសុំកូដថ្មីពីអ្នកលក់។',
      expired: 'កូដនេះផុតកំណត់ហើយ។ សូមស្នើសុំកូដថ្មីពីអ្នកលក់។',
      wrong_amount: 'ចំនួនទឹកប្រាក់ខុសពីចំនួនក្នុងកូដ។ កូដឌីណាមិកត្រូវបង់ឱ្យត្រូវចំនួន។',
      wrong_currency: 'រូបិយប័ណ្ណខុសពីរូបិយប័ណ្ណក្នុងកូដ។',
      unknown_account: 'ធនាគារនេះមិនស្គាល់គណនីទទួលប្រាក់ទេ។',
      already_paid: 'កូដនេះត្រូវបានបង់រួចហើយ។',
      payer_invalid: 'សូមផ្តល់គណនីរបស់អ្នកជា name@bank។',
    } satisfies Record<Refusal, string>,
  },
} as const;

const frame = (lang: Lang, body: ReturnType<typeof html>) => html`<!doctype html>
<html lang="${lang === 'kh' ? 'km' : 'en'}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${T[lang].title}</title>
  </head>
  <body>
    <main>
      <h1>${T[lang].title}</h1>
      ${body}
    </main>
  </body>
</html>`;

/** The banking app's form: paste the code, the amount and currency to send, the payer's account. */
export function page(lang: Lang) {
  const t = T[lang];
  return frame(
    lang,
    html`<p>${t.intro}</p>
      <p><a href="?lang=${lang === 'kh' ? 'en' : 'kh'}" lang="${lang === 'kh' ? 'en' : 'km'}">${t.other}</a></p>
      <form method="post" action="/sandbox-bank/pay">
        <input type="hidden" name="lang" value="${lang}" />
        <p><label for="qr">${t.qr}</label><br /><textarea id="qr" name="qr" rows="5" cols="60" required></textarea></p>
        <p><label for="amount">${t.amount}</label><br /><input id="amount" name="amount" inputmode="decimal" required /></p>
        <p>
          <label for="currency">${t.currency}</label><br />
          <select id="currency" name="currency"><option value="KHR">KHR</option><option value="USD">USD</option></select>
        </p>
        <p><label for="payer">${t.payer}</label><br /><input id="payer" name="payer" value="tester@sandbox" required /></p>
        <p><button type="submit">${t.pay}</button></p>
      </form>`,
  );
}

/** What the bank says after a payment attempt. */
export function resultPage(lang: Lang, result: PayResult) {
  const t = T[lang];
  return frame(
    lang,
    html`${
      result.ok
        ? html`<p role="status">${t.paid} <code>${result.hash}</code></p>`
        : html`<p role="alert">${t.refusals[result.refusal]}</p>`
    }
      <p><a href="/sandbox-bank?lang=${lang}">${t.back}</a></p>`,
  );
}
