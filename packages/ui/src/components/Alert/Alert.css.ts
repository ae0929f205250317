import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: '1px solid',
    borderInlineStartWidth: 4,
    color: vars.color.text,
    minWidth: 0,
  },
  variants: {
    tone: {
      info: { background: vars.color.infoSoft, borderColor: vars.color.info },
      success: { background: vars.color.successSoft, borderColor: vars.color.success },
      warning: { background: vars.color.warningSoft, borderColor: vars.color.warning },
      error: { background: vars.color.dangerSoft, borderColor: vars.color.danger },
    },
    variant: {
      inline: {},
      banner: { borderRadius: 0, borderInlineWidth: 0, borderBlockStartWidth: 0, paddingInline: vars.space.lg },
    },
  },
});

export const icon = style({
  marginBlockStart: 2,
  selectors: {
    [`${alert.classNames.variants.tone.info} &`]: { color: vars.color.info },
    [`${alert.classNames.variants.tone.success} &`]: { color: vars.color.success },
    [`${alert.classNames.variants.tone.warning} &`]: { color: vars.color.warning },
    [`${alert.classNames.variants.tone.error} &`]: { color: vars.color.danger },
  },
});

export const content = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const title = style({ fontWeight: vars.fontWeight.semibold });
export const action = style({ flexShrink: 0, alignSelf: 'center' });
