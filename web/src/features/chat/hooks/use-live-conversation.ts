// One conversation kept live through a socket (the signed-in tab's, or a guest's), which follows the chat and so
// hears its events in their per-chat form (`chat.message.<id>`; the socket client hands both forms to the same
// subscribers). Each message heard is kept beside the fetched history and shown merged with it by id (not written into
// the query's cache, where a refetch in flight would overwrite it), so a message heard twice (announced again after
// it was resent, or fetched again after a reconnect) shows once; what the other side is doing (typing, sending a
// file) shows as it happens; and a message goes through the socket with the call as its fallback, under one
// reference, so it is stored once whichever arrives. After a reconnect the history is fetched again: what was said
// meanwhile is not lost.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessageView } from '@shared/schemas/chat';
import type { SocketClient } from '@web/lib/socket-client';

/** How long a message sent through the socket waits for its echo before the call sends it (again, harmlessly). */
const ECHO_WAIT_MS = 4_000;
/** Typing is said at most this often, and stops being said this long after the last key. */
const TYPING_EVERY_MS = 3_000;
const TYPING_IDLE_MS = 4_000;
/** Someone else's "typing" fades this long after they last said it (a socket that dropped says nothing more). */
const TYPING_SHOWN_MS = 6_000;

const CHAT_CHANGES = ['chat-status', 'chat.accepted', 'chat.transferred', 'chat.ended', 'chat.staff.joined', 'chat.staff.left'] as const;

/** A message on its way: shown as sending until the server's copy (with the same reference) arrives. */
export interface PendingMessage {
  client_id: string;
  body: string;
}

export interface Activity {
  /** Names of those typing, besides the reader. */
  typing: string[];
  /** Files the other side is sending. */
  incomingFiles: string[];
}

export interface LiveConversationOptions {
  socket: SocketClient | null;
  chatId: string;
  /** The history's query, fetched again when the chat changes or the socket comes back. */
  historyKey: QueryKey;
  /** Follows the chat on the socket (again after every reconnect); returns what stops following it. */
  follow: (socket: SocketClient) => () => void;
  /** The call that sends a message, under its reference: the fallback when the socket is down or quiet. */
  post: (content: string, clientId: string) => Promise<ChatMessageView>;
  /** Is the sender of an event the reader? */
  isReader: (sender: { sender_type: string; sender_id?: string | undefined }) => boolean;
}

const newClientId = () => `m-${crypto.randomUUID()}`;

/** The history and the messages heard, each once by id (the history's copy wins: its read receipts are newer), in time order. */
export const mergeMessages = (history: readonly ChatMessageView[], heard: readonly ChatMessageView[]): ChatMessageView[] => {
  const known = new Set(history.map((m) => m.id));
  return [...history, ...heard.filter((m) => !known.has(m.id))].sort((a, b) => a.metadata.sent_at.localeCompare(b.metadata.sent_at));
};

export const useLiveConversation = ({ socket, chatId, historyKey, follow, post, isReader }: LiveConversationOptions) => {
  const client = useQueryClient();
  const [heard, setHeard] = useState<ChatMessageView[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [typing, setTyping] = useState<Record<string, number>>({});
  const [incoming, setIncoming] = useState<Record<string, string>>({});
  // Messages on their way by reference, their echo timers, and this reader's own uploads (whose events they ignore).
  const pendingBody = useRef(new Map<string, string>());
  const echoTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const ownUploads = useRef(new Set<string>());
  // The latest options, read by the socket's handlers without resubscribing on every render.
  const latest = useRef({ post, isReader, historyKey, follow });
  latest.current = { post, isReader, historyKey, follow };

  const settle = useCallback((clientId: string) => {
    clearTimeout(echoTimers.current.get(clientId));
    echoTimers.current.delete(clientId);
    pendingBody.current.delete(clientId);
    setPending((list) => list.filter((p) => p.client_id !== clientId));
  }, []);

  const receive = useCallback(
    (message: ChatMessageView) => {
      setHeard((now) => mergeMessages(now, [message]));
      if (message.client_id) settle(message.client_id);
    },
    [settle],
  );

  /** Sends through the call: the authoritative answer (its refusal is shown by the API client). */
  const sendByCall = useCallback(
    (content: string, clientId: string) => {
      latest.current.post(content, clientId).then(receive, () => settle(clientId));
    },
    [receive, settle],
  );

  useEffect(() => {
    if (!socket) return undefined;
    const ours = (id: string | undefined) => id === chatId;
    const stops = [
      latest.current.follow(socket),
      socket.subscribe('chat.message', (message) => {
        if (ours(message.chat_id)) receive(message);
      }),
      socket.subscribe('chat.typing', (data) => {
        if (!ours(data.chat_id) || latest.current.isReader(data)) return;
        const key = data.name;
        setTyping((now) => {
          const next = { ...now };
          if (data.typing) next[key] = Date.now() + TYPING_SHOWN_MS;
          else delete next[key];
          return next;
        });
      }),
      socket.subscribe('attachment-upload-started', (data) => {
        if (ours(data.chat_id) && !ownUploads.current.has(data.upload_id)) setIncoming((now) => ({ ...now, [data.upload_id]: data.file_name }));
      }),
      socket.subscribe('attachment-upload-completed', (data) => {
        if (!ours(data.chat_id)) return;
        setIncoming(({ [data.upload_id]: _done, ...rest }) => rest);
        receive(data.message);
      }),
      socket.subscribe('attachment-upload-error', (data) => {
        if (ours(data.chat_id)) setIncoming(({ [data.upload_id]: _failed, ...rest }) => rest);
      }),
      // A refusal of a message sent through the socket: the call sends it, and says why if it is refused again.
      socket.subscribe('error', (data) => {
        const clientId = data.client_id;
        if (data.action !== 'chat.message' || !clientId || !echoTimers.current.has(clientId)) return;
        const waiting = pendingBody.current.get(clientId);
        clearTimeout(echoTimers.current.get(clientId));
        echoTimers.current.delete(clientId);
        if (waiting !== undefined) sendByCall(waiting, clientId);
      }),
      // The chat itself changed (taken, passed on, ended, someone joined): its history answers it as it is now.
      ...CHAT_CHANGES.map((event) =>
        socket.subscribe(event, (data) => {
          if (ours(data.chat_id)) void client.invalidateQueries({ queryKey: latest.current.historyKey });
        }),
      ),
      socket.onReconnect(() => void client.invalidateQueries({ queryKey: latest.current.historyKey })),
    ];
    return () => stops.forEach((stop) => stop());
  }, [socket, chatId, receive, sendByCall, client]);

  // Someone's "typing" fades when they stop saying it.
  useEffect(() => {
    if (Object.keys(typing).length === 0) return undefined;
    const timer = setInterval(() => {
      const now = Date.now();
      setTyping((current) => Object.fromEntries(Object.entries(current).filter(([, until]) => until > now)));
    }, 1_000);
    return () => clearInterval(timer);
  }, [typing]);

  const typingSaid = useRef({ at: 0, stop: undefined as ReturnType<typeof setTimeout> | undefined });
  const sayTyping = (on: boolean) => socket?.send('typing', { chat_id: chatId, typing: on }) ?? false;
  const stopTyping = () => {
    clearTimeout(typingSaid.current.stop);
    if (typingSaid.current.at) sayTyping(false);
    typingSaid.current.at = 0;
  };

  /** The reader pressed a key in the message box. */
  const typed = () => {
    // Said only once it went out: with the socket still (re)connecting, the next key tries again.
    if (Date.now() - typingSaid.current.at > TYPING_EVERY_MS && sayTyping(true)) typingSaid.current.at = Date.now();
    clearTimeout(typingSaid.current.stop);
    typingSaid.current.stop = setTimeout(stopTyping, TYPING_IDLE_MS);
  };

  /** Sends a message: through the socket when it is open (the call if no echo comes), else through the call. */
  const send = (content: string) => {
    stopTyping();
    const clientId = newClientId();
    pendingBody.current.set(clientId, content);
    setPending((list) => [...list, { client_id: clientId, body: content }]);
    const viaSocket = socket?.status === 'open' && socket.send('chat.message', { chat_id: chatId, body: content, client_id: clientId });
    if (!viaSocket) return sendByCall(content, clientId);
    echoTimers.current.set(
      clientId,
      setTimeout(() => {
        echoTimers.current.delete(clientId);
        sendByCall(content, clientId);
      }, ECHO_WAIT_MS),
    );
  };

  /** Tells the other side files are on their way; answers the upload's reference and what to call if it fails. */
  const uploading = (files: File[]) => {
    const uploadId = `u-${crypto.randomUUID()}`;
    ownUploads.current.add(uploadId);
    const fileName = files
      .map((f) => f.name)
      .join(', ')
      .slice(0, 255);
    socket?.send('attachment-upload-progress', { chat_id: chatId, upload_id: uploadId, percent: 0, file_name: fileName });
    const failed = () =>
      socket?.send('attachment-upload-progress', { chat_id: chatId, upload_id: uploadId, percent: 0, error: 'The file was not sent.' });
    return { uploadId, failed };
  };

  const activity: Activity = { typing: Object.keys(typing), incomingFiles: Object.values(incoming) };
  /** The conversation to show: the fetched history with what was heard since (undefined while it loads). */
  const messagesWith = (history: readonly ChatMessageView[] | undefined) => (history ? mergeMessages(history, heard) : undefined);
  return { pending, activity, send, typed, uploading, messagesWith };
};
