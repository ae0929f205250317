export {
  createToastQueue,
  type ToastApi,
  type ToastContent,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  ToastRegion,
  type ToastRegionProps,
  type ToastTone,
  toastTones,
  useToast,
} from './Toast';
