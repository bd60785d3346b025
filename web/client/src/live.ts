/** Keeps a page current, for the game page and the Activity alike: a websocket reconnected with backoff and
 * jitter, its first message saying which version the page has (so a reconnect resumes); while it is down,
 * a poll every few seconds instead.  Nothing relies on close events arriving (phones send none): a socket
 * can die without a word and stay "open" for minutes, so the server sends `alive` on a quiet socket every
 * `aliveS` and a socket that says nothing for a bit more than two of those is given up (a poll at once,
 * then a new socket).  Coming back online, or to a page hidden a while, checks at once too. */

export type Link = "live" | "down";

export interface LiveOptions {
  /** The socket's path and query, on this page's host. */
  path: () => string;
  /** The first message on every (re)opened socket: which version the page has. */
  hello: () => string;
  /** The version the page has: an `alive` naming a newer one means an update was missed. */
  version: () => number;
  /** Seconds between the server's `alive` messages on a quiet socket (the page's config says). */
  aliveS: number;
  /** A message from the socket, parsed from JSON (but `alive`, which this class reads). */
  onMessage: (message: unknown) => void;
  /** One look at the server's latest (its failures are its own to swallow). */
  poll: () => Promise<void>;
  onLink: (link: Link) => void;
}

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30000;
const POLL_MS = 3000;
const DEFAULT_ALIVE_S = 20; // web/live.py's ALIVE_S, for a page whose config lacks it
const SILENT_ALIVES = 2.5; // the server's intervals a socket may stay silent before it is given up

function isAlive(message: unknown): message is { type: "alive"; version: number } {
  return typeof message === "object" && message !== null && (message as { type?: unknown }).type === "alive"
    && typeof (message as { version?: unknown }).version === "number";
}

export class Live {
  private socket: WebSocket | null = null;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: number | undefined;
  private pollTimer: number | undefined;
  private watchdog: number | undefined;
  private hiddenAt: number | null = null;
  private stopped = false;
  private readonly aliveMs: number;
  private readonly listening = new AbortController();

  constructor(private readonly options: LiveOptions) {
    this.aliveMs = 1000 * (Number.isFinite(options.aliveS) && options.aliveS > 0 ? options.aliveS : DEFAULT_ALIVE_S);
  }

  start(): void {
    this.connect();
    this.poll();
    const signal = this.listening.signal;
    window.addEventListener("online", () => this.check(), { signal });
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") {
        this.hiddenAt = Date.now();
      } else if (this.hiddenAt !== null && Date.now() - this.hiddenAt >= this.aliveMs) {
        this.check(); // a phone back from sleep may hold a socket that died without a word
      }
    }, { signal });
  }

  /** A finished game never changes: nothing more to listen for. */
  stop(): void {
    this.stopped = true;
    this.listening.abort();
    window.clearTimeout(this.retryTimer);
    window.clearTimeout(this.pollTimer);
    window.clearTimeout(this.watchdog);
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

  /** Back online, or to a page hidden a while: the latest at once, on a fresh socket. */
  private check(): void {
    if (this.stopped) {
      return;
    }
    this.pollNow();
    this.reconnect();
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
    this.heard(socket); // a handshake that hangs is given up as a silent socket is
    socket.addEventListener("open", () => {
      if (this.socket !== socket) {
        return;
      }
      this.retryMs = FIRST_RETRY_MS;
      window.clearTimeout(this.pollTimer);
      this.pollTimer = undefined;
      this.heard(socket);
      socket.send(this.options.hello());
      this.options.onLink("live");
    });
    socket.addEventListener("message", (event: MessageEvent<unknown>) => {
      if (this.socket !== socket || typeof event.data !== "string") {
        return;
      }
      this.heard(socket);
      let message: unknown;
      try {
        message = JSON.parse(event.data);
      } catch {
        return; // a message this client cannot read: the next one will do
      }
      if (isAlive(message)) {
        if (message.version > this.options.version()) {
          void this.options.poll(); // an update this socket missed
        }
        return;
      }
      this.options.onMessage(message);
    });
    socket.addEventListener("close", () => {
      if (this.socket === socket && !this.stopped) {
        this.lost();
        this.poll();
      }
    });
  }

  /** The socket said something: it is given up only if it then stays silent past the server's rhythm. */
  private heard(socket: WebSocket): void {
    window.clearTimeout(this.watchdog);
    this.watchdog = window.setTimeout(() => {
      if (this.socket === socket && !this.stopped) {
        socket.close(); // its close event, if one ever comes, is no longer ours
        this.lost();
        this.pollNow();
      }
    }, SILENT_ALIVES * this.aliveMs);
  }

  /** The socket is gone (closed, or silent too long): the page is told, a new one follows the backoff. */
  private lost(): void {
    window.clearTimeout(this.watchdog);
    this.socket = null;
    this.options.onLink("down");
    this.retry();
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

  /** One poll now, whatever the socket's state, then the usual schedule. */
  private pollNow(): void {
    window.clearTimeout(this.pollTimer);
    this.pollTimer = undefined;
    void this.options.poll().then(() => this.poll());
  }

  /** A poll every few seconds, as long as the socket is not open (one schedule at a time). */
  private poll(): void {
    if (this.pollTimer !== undefined || this.stopped) {
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
