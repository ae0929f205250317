import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textarea = style({ minHeight: '6rem', resize: 'vertical', paddingBlock: vars.space.sm });
