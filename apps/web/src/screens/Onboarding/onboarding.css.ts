import { vars } from '@dfr/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const requests = style({ marginBlockEnd: vars.space.md });

/**
 * The scoping step's buttons in one row, Back first as on the other steps. The form (from @dfr/forms) ends with its
 * submit row; the Back button shares the form's grid cell, at its bottom start, and that row puts the primary at its
 * end. Too narrow for both side by side (a container under 17rem), Back goes under the form instead of covering it.
 */
const side = '(min-width: 17rem)';
export const scoping = style({ display: 'grid', gap: vars.space.md, containerType: 'inline-size' });
globalStyle(`${scoping} > *`, { minInlineSize: 0, '@container': { [side]: { gridArea: '1 / 1' } } });
globalStyle(`${scoping} form > :last-child`, { '@container': { [side]: { justifyContent: 'flex-end' } } });
export const back = style({ justifySelf: 'start', '@container': { [side]: { alignSelf: 'end' } } });
