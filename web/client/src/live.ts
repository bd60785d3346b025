/** Keeps a page current, for the game page and the Activity alike: a websocket reconnected with backoff and
 * jitter, its first message saying which version the page has (so a reconnect resumes); while it is down,
 * a poll every few seconds instead.  Nothing relies on close events arriving (phones send none): the
 * poll runs as long as the socket is not open. */

export type Link = "live" | "down";

export interface LiveOptions {
  /** The socket's path and query, on this page's host. */
  path: () => string;
  /** The first message on every (re)opened socket: which version the page has. */
  hello: () => string;
  /** A message from the socket, parsed from JSON. */
  onMessage: (message: unknown) => void;
  /** One poll while the socket is down (its failures are its own to swallow). */
  poll: () => Promise<void>;
  onLink: (link: Link) => void;
}

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30000;
const POLL_MS = 3000;

export class Live {
  private socket: WebSocket | null = null;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: number | undefined;
  private pollTimer: number | undefined;
  private stopped = false;

  constructor(private readonly options: LiveOptions) {}

  start(): void {
    this.connect();
    this.poll();
  }

  /** A finished game never changes: nothing more to listen for. */
  stop(): void {
    this.stopped = true;
    window.clearTimeout(this.retryTimer);
    window.clearTimeout(this.pollTimer);
    this.socket?.close();
    this.socket = null;
  }

  /** Drops the socket (the server refused it, say) and opens a new one at once. */
  reconnect(): void {
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    window.clearTimeout(this.retryTimer);
    this.retryMs = FIRST_RETRY_MS;
    this.connect();
  }

  private connect(): void {
    if (this.stopped) {
      return;
    }
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    let socket: WebSocket;
    try {
      socket = new WebSocket(`${scheme}//${location.host}${this.options.path()}`);
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.addEventListener("open", () => {
      this.retryMs = FIRST_RETRY_MS;
      window.clearTimeout(this.pollTimer);
      this.pollTimer = undefined;
      socket.send(this.options.hello());
      this.options.onLink("live");
    });
    socket.addEventListener("message", (event: MessageEvent<unknown>) => {
      if (this.socket !== socket || typeof event.data !== "string") {
        return;
      }
      let message: unknown;
      try {
        message = JSON.parse(event.data);
      } catch {
        return; // a message this client cannot read: the next one will do
      }
      this.options.onMessage(message);
    });
    socket.addEventListener("close", () => {
      if (this.socket !== socket || this.stopped) {
        return;
      }
      this.socket = null;
      this.options.onLink("down");
      this.retry();
      this.poll();
    });
  }

  private retry(): void {
    if (this.stopped) {
      return;
    }
    window.clearTimeout(this.retryTimer);
    const wait = this.retryMs * (0.75 + Math.random() / 2);
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
    this.retryTimer = window.setTimeout(() => this.connect(), wait);
  }

  /** A poll every few seconds, as long as the socket is not open (one schedule at a time). */
  private poll(): void {
    if (this.pollTimer !== undefined) {
      return;
    }
    this.pollTimer = window.setTimeout(async () => {
      this.pollTimer = undefined;
      if (this.stopped || this.socket?.readyState === WebSocket.OPEN) {
        return;
      }
      await this.options.poll();
      this.poll();
    }, POLL_MS);
  }
}
