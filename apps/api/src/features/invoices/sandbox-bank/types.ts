/** Why the sandbox bank refuses a payment, as a bank would. */
export type Refusal =
  | 'unreadable'
  | 'tampered'
  | 'expired'
  | 'wrong_amount'
  | 'wrong_currency'
  | 'unknown_account'
  | 'already_paid'
  | 'payer_invalid';

export type PayResult = { ok: true; hash: string; md5: string } | { ok: false; refusal: Refusal };
