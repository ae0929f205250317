export const toastTones = ['success', 'error', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

/** What a toast shows. */
export interface ToastContent {
  tone: ToastTone;
  title: string;
  description?: string;
}
