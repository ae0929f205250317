export {
  createToastQueue,
  type ToastApi,
  type ToastContent,
  type ToastOptions,
  ToastRegion,
  type ToastRegionProps,
  type ToastTone,
  toastTones,
  useToast,
} from './Toast';
