import { vars } from '@dfr/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The dry run of a chart file in the import dialog: a long list scrolls inside the dialog. */
export const chartReadings = style({ maxBlockSize: '50vh', overflow: 'auto' });
export const readingsTitle = style({ fontSize: vars.fontSize.md, margin: `${vars.space.sm} 0 ${vars.space.xs}` });
export const readings = style({ margin: 0, paddingInlineStart: vars.space.lg });
globalStyle(`${readings} li`, { marginBlock: vars.space.xs });
globalStyle(`${readings} li[data-possible-error="true"]`, {
  borderInlineStart: `3px solid ${vars.color.warning}`,
  paddingInlineStart: vars.space.xs,
});
