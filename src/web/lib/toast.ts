import { notifications } from '@mantine/notifications';

type TToastOptions = { title?: string; message: string };

/** The one way the app shows toasts, so they look and behave the same everywhere. */
export function showSuccessToast({ title, message }: TToastOptions): void {
  notifications.show({ color: 'teal', title, message, autoClose: 4000 });
}

export function showErrorToast({ title, message }: TToastOptions): void {
  notifications.show({ color: 'red', title, message, autoClose: 6000 });
}
