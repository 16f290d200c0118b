import { useEffect, useState } from 'react';
import { SocketClient, realtimeUrl } from '@web/lib/socket-client';
import type { GuestChat } from './use-guest-chat';

/** The guest's own socket, opened with their chat's pass while the chat is theirs; its status decides polling. */
export const useGuestSocket = (chat: GuestChat | null) => {
  const [socket, setSocket] = useState<SocketClient | null>(null);
  const [down, setDown] = useState(false);
  const id = chat?.id;
  const token = chat?.token;
  useEffect(() => {
    if (!id || !token) return undefined;
    const client = new SocketClient({ url: realtimeUrl, credentials: () => ({ chat_id: id, guest_token: token }) });
    const stop = client.onStatus((status) => setDown(status === 'down' || status === 'closed'));
    setSocket(client);
    client.connect();
    return () => {
      stop();
      client.close();
      setSocket(null);
    };
  }, [id, token]);
  return { socket, down: !socket || down };
};
