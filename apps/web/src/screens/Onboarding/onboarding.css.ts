import { vars } from '@dfr/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const requests = style({ marginBlockEnd: vars.space.md });

/** A scoping question: its options in a wrapping row under the question. */
export const choices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  border: 0,
  padding: 0,
  margin: 0,
});
export const legend = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm, padding: 0 });
export const choiceRow = style({ display: 'flex', flexWrap: 'wrap', gap: `6px 18px` });
globalStyle(`${choiceRow} label`, { display: 'inline-flex', gap: 6, alignItems: 'center' });
