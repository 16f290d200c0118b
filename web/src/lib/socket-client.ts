// The SPA's websocket (docs/decisions.md, "Realtime"; spec §7 and §9): one per signed-in tab, and a chat guest's. It
// connects to the URL of config.json with the session token (or a guest's chat pass), reports the tab's activity on opening and every 30 s, and after a drop
// reconnects up to 5 times 1 s apart, joins its rooms again and tells features to refetch what they
// show. What arrives is checked against the event catalogue (shared/realtime/event-catalogue.ts) and handed to
// typed subscribers; a message the catalogue does not describe is dropped. After a `session.ended` the
// client stays closed: that session is over.
import type { ClientEventName, ClientPayload, ServerData, ServerEventName } from '@shared/realtime/event-catalogue';
import { parseServerMessage } from '@shared/realtime/server-message';

/** Spec §9: socket reconnection, 5 attempts 1 s apart; activity ping every 30 s. */
export const RECONNECT_ATTEMPTS = 5;
export const RECONNECT_DELAY_MS = 1000;
export const ACTIVITY_INTERVAL_MS = 30_000;
/** Once down, one more attempt this often (features poll meanwhile): the socket comes back on its own. */
export const DOWN_RETRY_MS = 30_000;

/** `down` once the reconnect attempts are spent: features poll the REST API until an attempt (every 30 s) works again. */
export type SocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'down' | 'closed';

/** What the client needs of a WebSocket (the browser's, or a fake in tests). */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

const OPEN = 1;

export interface SocketClientOptions {
  /** The websocket URL (config.json `wsUrl`). */
  url: () => Promise<string>;
  /**
   * What authenticates the socket, as its query string, read at every (re)connect: `{ token }` for a session,
   * `{ chat_id, guest_token }` for a chat guest; null and the client stays closed.
   */
  credentials: () => Record<string, string> | null;
  createSocket?: (url: string) => WebSocketLike;
  attempts?: number;
  delayMs?: number;
  activityMs?: number;
  downRetryMs?: number;
}

/** The actions that put the socket in a room; remembered and sent again after every reconnect. */
type JoinAction = Extract<ClientEventName, 'join-room' | 'join-chat' | 'join-guest-chat'>;

export interface EventContext {
  /** Set for a per-chat variant (`chat.message.<chat id>`). */
  chatId?: string;
  timestamp: string;
}

type Handler<N extends ServerEventName> = (data: ServerData<N>, context: EventContext) => void;

export class SocketClient {
  private socket: WebSocketLike | undefined;
  private state: SocketStatus = 'idle';
  private failures = 0;
  private wasOpen = false;
  private stopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private activityTimer: ReturnType<typeof setInterval> | undefined;
  private readonly handlers = new Map<ServerEventName, Set<Handler<never>>>();
  private readonly joins = new Map<string, { action: JoinAction; payload: object }>();
  private readonly statusListeners = new Set<(status: SocketStatus) => void>();
  private readonly reconnectListeners = new Set<() => void>();
  private readonly attempts: number;
  private readonly delayMs: number;
  private readonly activityMs: number;
  private readonly downRetryMs: number;

  constructor(private readonly options: SocketClientOptions) {
    this.attempts = options.attempts ?? RECONNECT_ATTEMPTS;
    this.delayMs = options.delayMs ?? RECONNECT_DELAY_MS;
    this.activityMs = options.activityMs ?? ACTIVITY_INTERVAL_MS;
    this.downRetryMs = options.downRetryMs ?? DOWN_RETRY_MS;
  }

  get status(): SocketStatus {
    return this.state;
  }

  /** Opens the socket (again, after `down`). */
  connect(): void {
    this.stopped = false;
    this.failures = 0;
    clearTimeout(this.retryTimer);
    void this.open();
  }

  /** Closes the socket for good (sign-out, leaving the app). */
  close(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.stopActivity();
    const socket = this.socket;
    this.socket = undefined;
    socket?.close(1000, 'Closed by the client');
    this.setStatus('closed');
  }

  /** Calls `handler` with every `event` the server sends (and its per-chat variants); returns the unsubscribe. */
  subscribe<N extends ServerEventName>(event: N, handler: Handler<N>): () => void {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler as Handler<never>);
    this.handlers.set(event, set);
    return () => set.delete(handler as Handler<never>);
  }

  /** Sends an action now; false when the socket is not open (nothing is queued). */
  send<N extends ClientEventName>(action: N, payload: ClientPayload<N>): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify({ ...payload, action }));
    return true;
  }

  /** Joins a room now (if open) and after every reconnect; returns what leaves it. */
  join<N extends JoinAction>(action: N, payload: ClientPayload<N>): () => void {
    const key = JSON.stringify([action, payload]);
    this.joins.set(key, { action, payload });
    this.send(action, payload);
    return () => {
      this.joins.delete(key);
      if (action !== 'join-room') this.send('leave-chat', { chat_id: (payload as { chat_id: string }).chat_id });
    };
  }

  onStatus(listener: (status: SocketStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Called after a reconnect: what was pushed meanwhile was missed, so refetch what is shown. */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  private setStatus(status: SocketStatus) {
    if (this.state === status) return;
    this.state = status;
    this.statusListeners.forEach((listener) => listener(status));
  }

  private async open(): Promise<void> {
    const credentials = this.options.credentials();
    if (!credentials) return this.setStatus('closed');
    // An attempt while down stays `down` until it opens: the features keep polling meanwhile.
    if (this.state !== 'down') this.setStatus(this.failures === 0 && !this.wasOpen ? 'connecting' : 'reconnecting');
    let url: string;
    try {
      url = await this.options.url();
    } catch {
      return this.dropped();
    }
    if (this.stopped) return;
    const socket = (this.options.createSocket ?? ((u: string) => new WebSocket(u) as unknown as WebSocketLike))(
      `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(credentials).toString()}`,
    );
    this.socket = socket;
    socket.onopen = () => this.opened(socket);
    socket.onmessage = (event) => this.received(event.data);
    socket.onclose = () => {
      if (this.socket === socket) this.dropped();
    };
    // A failed socket also closes; `onclose` decides what happens next.
    socket.onerror = () => undefined;
  }

  private opened(socket: WebSocketLike) {
    if (this.socket !== socket) return;
    const reconnected = this.wasOpen;
    this.wasOpen = true;
    this.failures = 0;
    this.setStatus('open');
    for (const { action, payload } of this.joins.values()) this.send(action, payload as never);
    // Present from the moment the socket opens, then every 30 s.
    this.send('user-activity', {});
    this.stopActivity();
    this.activityTimer = setInterval(() => this.send('user-activity', {}), this.activityMs);
    if (reconnected) this.reconnectListeners.forEach((listener) => listener());
  }

  private received(raw: unknown) {
    const message = typeof raw === 'string' ? parseServerMessage(raw) : undefined;
    if (!message) return;
    // The server closes the socket next; it must not be opened again with a token that no longer works.
    if (message.event === 'session.ended') this.stopped = true;
    const context: EventContext = { timestamp: message.timestamp, ...(message.chatId ? { chatId: message.chatId } : {}) };
    this.handlers.get(message.event)?.forEach((handler) => (handler as Handler<typeof message.event>)(message.data as never, context));
  }

  private dropped() {
    this.socket = undefined;
    this.stopActivity();
    if (this.stopped) return this.setStatus('closed');
    if (this.failures >= this.attempts) {
      this.setStatus('down');
      this.retryTimer = setTimeout(() => void this.open(), this.downRetryMs);
      return;
    }
    this.failures += 1;
    this.setStatus('reconnecting');
    this.retryTimer = setTimeout(() => void this.open(), this.delayMs);
  }

  private stopActivity() {
    clearInterval(this.activityTimer);
    this.activityTimer = undefined;
  }
}

let runtimeConfig: Promise<{ wsUrl: string }> | undefined;

/** The websocket URL from the runtime config.json (the local gateway and the CloudFront site both serve it). */
export const realtimeUrl = async (): Promise<string> => {
  runtimeConfig ??= fetch('/config.json').then((res) => {
    if (!res.ok) throw new Error(`config.json answered ${res.status}`);
    return res.json() as Promise<{ wsUrl: string }>;
  });
  try {
    return (await runtimeConfig).wsUrl;
  } catch (error) {
    // Asked again at the next attempt rather than remembered as failed.
    runtimeConfig = undefined;
    throw error;
  }
};
