// A visitor's chat for the socket suites: started through the public call (from an address of its own, so the start
// limit per network never meets another test's), and its history read with the pass the start answered.
import { call, randomLoopbackAddress, uniqueEmail } from './api';

export interface GuestChat {
  email: string;
  id: string;
  token: string;
  chat: Record<string, unknown> & { queue_position: number | null };
}

export const guestStart = async (department: string, message = 'Do you take March intakes?'): Promise<GuestChat> => {
  const email = uniqueEmail('guest');
  const res = await call('POST', '/api/chat/guest/start', {
    body: { email, name: 'Gina Guest', department, message },
    from: randomLoopbackAddress(),
  });
  if (res.status !== 201) throw new Error(`guest start: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, id: res.body.data.chat.id as string, token: res.body.data.guest_token as string, chat: res.body.data.chat };
};

export const guestHistory = (guest: Pick<GuestChat, 'id' | 'email' | 'token'>) =>
  call('GET', `/api/chat/guest/${guest.id}/history?email=${encodeURIComponent(guest.email)}`, { headers: { 'x-chat-pass': guest.token } });
