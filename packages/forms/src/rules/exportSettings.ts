import {
  DEFAULT_PRINT_SETTINGS,
  DOCUMENT_LANGUAGE_LABELS,
  DOCUMENT_LANGUAGES,
  ORIENTATIONS,
  PAGE_NUMBER_POSITION_LABELS,
  PAGE_NUMBER_POSITIONS,
  PAGE_SIZES,
} from '@dfr/statement-engine';
import { z } from 'zod';
import { flag, oneOf, optionalText, wholeNumber } from './fields';
import type { BilingualText } from './messages';

// The value sets and defaults are the engine's print settings (the PDF and the CLI read them); the rules add labels
// and the input schema.
export {
  DOCUMENT_LANGUAGE_LABELS,
  DOCUMENT_LANGUAGES,
  ORIENTATIONS,
  PAGE_NUMBER_POSITION_LABELS,
  PAGE_NUMBER_POSITIONS,
  PAGE_SIZES,
};
export const ORIENTATION_LABELS: Readonly<Record<(typeof ORIENTATIONS)[number], BilingualText>> = Object.freeze({
  portrait: { en: 'Portrait', kh: 'បញ្ឈរ' },
  landscape: { en: 'Landscape', kh: 'ផ្តេក' },
});

/** A hex colour, `#RGB` or `#RRGGBB` → upper-case `#RRGGBB`. */
export const hexColourSchema = z
  .string({ error: 'required' })
  .transform((v) => v.trim())
  .pipe(
    z
      .string()
      .min(1, 'required')
      .regex(/^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'invalid_colour'),
  )
  .transform((v) => {
    const hex = v.replace('#', '').toUpperCase();
    return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
  });

/**
 * Export settings: page size, orientation, margin (mm), header, footer, page numbers and where they go, main colour,
 * and the document's language (English, Khmer, or both side by side).
 */
export const exportSettingsSchema = z.object({
  pageSize: oneOf(PAGE_SIZES),
  orientation: oneOf(ORIENTATIONS),
  /** Margin in millimetres, 0–50. */
  margin: wholeNumber({ max: 50, wholeKey: 'whole_number' }),
  header: optionalText({ max: 200 }),
  footer: optionalText({ max: 200 }),
  pageNumber: flag(),
  // Added later than the others: a client that does not send them keeps the defaults.
  pageNumberPosition: oneOf(PAGE_NUMBER_POSITIONS).default(DEFAULT_PRINT_SETTINGS.pageNumberPosition),
  mainColour: hexColourSchema,
  documentLanguage: oneOf(DOCUMENT_LANGUAGES).default(DEFAULT_PRINT_SETTINGS.documentLanguage),
});
export type ExportSettingsInput = z.infer<typeof exportSettingsSchema>;

/** The defaults: A4 portrait, 20 mm margins, page numbers on at the right, the theme's green, English. */
export const DEFAULT_EXPORT_SETTINGS: ExportSettingsInput = Object.freeze({
  ...DEFAULT_PRINT_SETTINGS,
  header: undefined,
  footer: undefined,
});
