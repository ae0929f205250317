import { DOCUMENT_LANGUAGES, ORIENTATIONS, PAGE_NUMBER_POSITIONS, PAGE_SIZES } from '@dfr/statement-engine';
import { z } from 'zod';

/** Every export setting (empty header/footer as null) and the version to send back; version 0: the defaults. */
export const exportSettings = z.strictObject({
  pageSize: z.enum(PAGE_SIZES),
  orientation: z.enum(ORIENTATIONS),
  margin: z.number(),
  header: z.string().nullable(),
  footer: z.string().nullable(),
  pageNumber: z.boolean(),
  pageNumberPosition: z.enum(PAGE_NUMBER_POSITIONS),
  mainColour: z.string(),
  documentLanguage: z.enum(DOCUMENT_LANGUAGES),
  version: z.number().int(),
  /** Null until first saved. */
  updatedAt: z.string().nullable(),
});
