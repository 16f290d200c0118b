// A guest's chat, started with an e-mail address: its pass (answered by the start) lives in this tab's session
// storage, rides in `x-chat-pass` on every call and opens the guest's own socket (use-guest-socket.ts).
import { useEffect, useState } from 'react';

const STORAGE_KEY = 'portal.guest-chat';

export interface GuestChat {
  id: string;
  token: string;
  email: string;
}

const stored = (): GuestChat | null => {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as GuestChat | null;
  } catch {
    return null;
  }
};

/** The guest's chat of this tab, and a way to forget it (ended, or expired). Every holder in the tab hears a change. */
export const useGuestChat = () => {
  const [chat, setChat] = useState<GuestChat | null>(stored);
  useEffect(() => {
    const sync = () => setChat(stored());
    window.addEventListener(STORAGE_KEY, sync);
    return () => window.removeEventListener(STORAGE_KEY, sync);
  }, []);
  const remember = (next: GuestChat | null) => {
    if (next) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else window.sessionStorage.removeItem(STORAGE_KEY);
    setChat(next);
    window.dispatchEvent(new Event(STORAGE_KEY));
  };
  return [chat, remember] as const;
};
