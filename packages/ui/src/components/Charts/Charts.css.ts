import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
export const swatch = style({ width: 12, height: 12, borderRadius: 3, flexShrink: 0 });
export const canvas = style({ width: '100%', minWidth: 0 });
export const svg = style({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' });
export const grid = style({ stroke: vars.chart.grid, strokeWidth: 1 });
export const baseline = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });
export const axisLabel = style({ fill: vars.color.textMuted, fontSize: 12, fontFamily: vars.font.body });
export const valueLabel = style({ fill: vars.color.text, fontSize: 13, fontWeight: 600, fontFamily: vars.font.body });
export const metricLabel = style({
  fontSize: 13,
  lineHeight: 1.5,
  color: vars.color.text,
  fontFamily: vars.font.body,
  overflowWrap: 'anywhere',
});
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const tableCaption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  paddingBlockEnd: vars.space.xs,
});
export const num = style({ textAlign: 'end' });

globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});
globalStyle(`${table} ${num}`, { textAlign: 'end' });
