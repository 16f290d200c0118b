// The toasts the API client, the session and the offline notice show (Mantine's Notifications). Their code (its
// transitions, the scroll-lock class names it shares with modals, its styles: 8 KiB) is no part of a signed-out first
// visit: it loads with the first toast, at the person's first touch or key, 5 s after the page loaded, or at once for
// a session, so that a toast still shows once the network has gone (the offline notice). Until then `notifications`
// keeps what is shown in its store, and the toasts show it when they mount.
import { notificationsStore, useNotifications } from '@mantine/notifications';
import { useEffect, useState, type ComponentType } from 'react';
import { useSession } from '@web/lib/session';
import { TOAST_LIMIT, TOAST_POSITION } from './toast-placement';

notificationsStore.updateState((state) => ({ ...state, limit: TOAST_LIMIT, defaultPosition: TOAST_POSITION }));

const SOON_AFTER_LOAD_MS = 5000;
// A person's own act: a field focused by the page itself is none.
const FIRST_TOUCH = ['pointerdown', 'keydown'] as const;

/** Calls `then` once: at the person's first touch or key, or a while after the page loaded. */
const soonAfterLoad = (then: () => void): (() => void) => {
  let timer: number | undefined;
  const wait = () => {
    timer = window.setTimeout(done, SOON_AFTER_LOAD_MS);
  };
  const stop = () => {
    window.clearTimeout(timer);
    window.removeEventListener('load', wait);
    FIRST_TOUCH.forEach((event) => window.removeEventListener(event, done, true));
  };
  function done() {
    stop();
    then();
  }
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  FIRST_TOUCH.forEach((event) => window.addEventListener(event, done, { capture: true, once: true }));
  return stop;
};

export function Toasts() {
  const { notifications } = useNotifications();
  const { status } = useSession();
  const [soon, setSoon] = useState(false);
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  const wanted = soon || status !== 'anonymous' || notifications.length > 0;

  useEffect(() => soonAfterLoad(() => setSoon(true)), []);

  useEffect(() => {
    if (!wanted || Loaded) return;
    let current = true;
    import('./mantine-toasts').then(
      ({ MantineToasts }) => current && setLoaded(() => MantineToasts),
      // Offline before it ever loaded: the next toast tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, Loaded, notifications.length]);

  return Loaded ? <Loaded /> : null;
}
