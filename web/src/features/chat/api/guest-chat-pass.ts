import { CHAT_PASS_HEADER } from '@shared/api/guest-chat-calls';

/** The header that carries a guest's chat pass on each of their calls. */
export const withPass = (token: string) => ({ [CHAT_PASS_HEADER]: token });
