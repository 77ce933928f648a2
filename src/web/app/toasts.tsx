import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where the toasts of lib/toast.ts appear: Mantine's container, top right. */
export function Toasts() {
  return <Notifications position="top-right" />;
}
