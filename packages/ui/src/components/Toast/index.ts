export { TOAST_DURATION_MS } from './countdown';
export {
  TOAST_CLOSE_LABEL,
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastTone,
  useToast,
} from './Toast';
