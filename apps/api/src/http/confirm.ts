import { confirmWordSchema } from '@dfr/forms/rules';
import { invalid } from './errors';

/**
 * "The user types the word confirm before payment, upload, next step, update or submission": the one rule of
 * @dfr/forms (`confirmWordSchema`), as the API's refusal (422 `confirm_word_required` on the `confirm` field).
 */
export function requireConfirmWord(typed: unknown): void {
  if (!confirmWordSchema.safeParse(typed ?? '').success)
    throw invalid('confirm_word_required', { confirm: 'confirm_word_required' });
}
