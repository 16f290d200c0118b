// "You're offline": while the browser has no network, TanStack Query holds every save and read (its
// network mode "online") and sends them when the connection is back. Without a word that looks like a save
// spinning forever, so this notice says what is happening for as long as it lasts.
import { notifications } from '@mantine/notifications';
import { onlineManager, useIsMutating } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

const NOTICE_ID = 'connection-offline';

const subscribe = (onChange: () => void) => onlineManager.subscribe(() => onChange());
const isOnline = () => onlineManager.isOnline();

/** Shows the offline notice while offline, saying whether saves are waiting; mount once inside the query client. */
export function ConnectionNotice() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  const waiting = useIsMutating({ predicate: (mutation) => mutation.state.isPaused });

  useEffect(() => {
    if (online) {
      // The saves that waited now go out, and each says how it went.
      notifications.hide(NOTICE_ID);
      return;
    }
    const notice = {
      id: NOTICE_ID,
      color: 'orange',
      title: "You're offline",
      message:
        waiting > 0
          ? 'Your changes are kept and will be saved as soon as you are back online.'
          : 'The portal carries on when you are back online; what you save meanwhile is sent then.',
      autoClose: false as const,
      withCloseButton: true,
      closeButtonProps: { 'aria-label': 'Close' },
    };
    // Shown once (closing it is allowed), then kept current: a waiting save brings it back.
    notifications.show(notice);
    notifications.update(notice);
  }, [online, waiting]);

  return null;
}
