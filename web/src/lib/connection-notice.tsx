// "You're offline": while the browser has no network, every save and read is held (the public pages' by
// public-fetch.ts, the signed-in shell's by TanStack Query, its network mode "online") and sent when the connection
// is back. Without a word that looks like a save spinning forever, so this notice says what is happening for as long
// as it lasts.
import { notifications } from '@mantine/notifications';
import { useEffect, useSyncExternalStore } from 'react';
import { heldSaves, isOnline, subscribeConnection } from './public-fetch';

const NOTICE_ID = 'connection-offline';

/** Shows the offline notice while offline, saying whether saves are waiting; mount once. */
export function ConnectionNotice() {
  const online = useSyncExternalStore(subscribeConnection, isOnline, () => true);
  const waiting = useSyncExternalStore(subscribeConnection, heldSaves, () => 0);

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
