import { z } from 'zod';
import { flag, oneOf, optionalText, wholeNumber } from './fields';
import type { BilingualText } from './messages';

export const PAGE_SIZES = ['A4', 'A3', 'Letter', 'Legal'] as const;
export const ORIENTATIONS = ['portrait', 'landscape'] as const;
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

/** Export settings: page size, orientation, margin (mm), header, footer, page numbers, main colour. */
export const exportSettingsSchema = z.object({
  pageSize: oneOf(PAGE_SIZES),
  orientation: oneOf(ORIENTATIONS),
  /** Margin in millimetres, 0–50. */
  margin: wholeNumber({ max: 50, wholeKey: 'whole_number' }),
  header: optionalText({ max: 200 }),
  footer: optionalText({ max: 200 }),
  pageNumber: flag(),
  mainColour: hexColourSchema,
});
export type ExportSettingsInput = z.infer<typeof exportSettingsSchema>;

/** The defaults: A4 portrait, 20 mm margins, page numbers on, the theme's green. */
export const DEFAULT_EXPORT_SETTINGS: ExportSettingsInput = Object.freeze({
  pageSize: 'A4',
  orientation: 'portrait',
  margin: 20,
  header: undefined,
  footer: undefined,
  pageNumber: true,
  mainColour: '#2E7D32',
});
