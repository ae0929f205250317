export {
  CONFIRM_WORD,
  ConfirmDialog,
  type ConfirmDialogProps,
  isConfirmWord,
  matchesConfirmationText,
} from './ConfirmDialog';
