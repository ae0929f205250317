import type { Env } from '../../../env';
import { createSandboxBank, type SandboxBank } from '../sandbox-bank';
import { type BankClient, createBankClient } from './bank-client';

/** The payment adapter: the bank client, and the sandbox bank when it is the bank (DFR_PAYMENT_MODE=sandbox). */
export interface Payments {
  bank: BankClient;
  sandbox?: SandboxBank;
}

/**
 * Sandbox mode runs the sandbox bank beside the API and talks to it through its HTTP handler with the same client
 * and protocol as the real bank; bank mode calls DFR_BANK_URL with DFR_BANK_TOKEN. Configuration alone decides.
 */
export async function createPayments(env: Env): Promise<Payments> {
  if (env.DFR_PAYMENT_MODE === 'bank')
    return { bank: createBankClient({ baseUrl: env.DFR_BANK_URL!, token: env.DFR_BANK_TOKEN }) };
  const sandbox = await createSandboxBank({
    dataDir: env.dataDir,
    token: env.DFR_BANK_TOKEN,
    accounts: [env.DFR_KHQR_ACCOUNT],
  });
  const bank = createBankClient({
    baseUrl: 'http://sandbox-bank.local',
    token: env.DFR_BANK_TOKEN,
    fetch: async (request) => sandbox.app.fetch(request),
  });
  return { bank, sandbox };
}
