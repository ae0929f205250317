import { z } from 'zod';

/** The word a user types before payment, upload, next step, update or submission. */
export const CONFIRM_WORD = 'confirm';

export const confirmWordSchema = z
  .string()
  .transform((v) => v.trim().toLowerCase())
  .refine((v) => v === CONFIRM_WORD, { message: 'confirm_word_required' });
