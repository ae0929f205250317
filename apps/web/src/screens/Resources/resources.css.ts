import { vars } from '@dfr/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const figure = style({ margin: 0 });
export const video = style({ width: '100%', maxHeight: 480, background: '#000', borderRadius: vars.radius.md });
export const faq = style({ borderBlockEnd: `1px solid ${vars.color.border}`, paddingBlock: 10 });
export const answer = style({ marginTop: vars.space.sm });
globalStyle(`${faq} summary`, { cursor: 'pointer', fontWeight: vars.fontWeight.semibold });
export const plain = style({ listStyle: 'none', padding: 0 });
export const transcript = style({ marginTop: vars.space.md });
