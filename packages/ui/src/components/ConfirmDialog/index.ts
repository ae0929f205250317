export { CONFIRM_WORD, ConfirmDialog, type ConfirmDialogProps, isConfirmWord } from './ConfirmDialog';
