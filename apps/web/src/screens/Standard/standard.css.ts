import { vars } from '@dfr/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** A concept to open: a quiet button that reads like a link and wraps its long label. */
export const concept = style({
  justifyContent: 'flex-start',
  textAlign: 'start',
  whiteSpace: 'normal',
  textDecoration: 'underline',
  color: vars.color.link,
  fontWeight: vars.fontWeight.regular,
});

/** The search and the framework choice: each at least 16rem. */
export const toolbar = style({});
globalStyle(`${toolbar} > *`, { minInlineSize: '16rem' });

/** The presentation tree, indented by level, without bullets. */
export const tree = style({});
globalStyle(`${tree} ul`, { listStyle: 'none', paddingInlineStart: '1.25rem' });
