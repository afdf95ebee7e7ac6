export { DialogProvider } from './DialogProvider';
export { useDialogs, type DialogApi } from './dialog-context';
export { Modal } from './Modal';
