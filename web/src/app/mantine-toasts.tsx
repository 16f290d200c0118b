import { Notifications } from '@mantine/notifications';
import { TOAST_LIMIT, TOAST_POSITION } from './toast-placement';

/** Mantine's toasts, where the portal shows them: loaded by toasts.tsx when first wanted. */
export const MantineToasts = () => <Notifications position={TOAST_POSITION} limit={TOAST_LIMIT} />;
