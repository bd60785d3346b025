/** Keeps the page's state current: a websocket to `/g/{share}/live`, reconnected with backoff and resumed
 * with `{"since": V}`; while it is down, `state.json?since=V` is polled instead. */

import { GameState, parseState } from "./contract";

export type Link = "live" | "down";

export interface LiveOptions {
  base: string;
  query: string;
  version: () => number;
  onState: (state: GameState) => void;
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

  private connect(): void {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    let socket: WebSocket;
    try {
      socket = new WebSocket(`${scheme}//${location.host}${this.options.base}/live${this.options.query}`);
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.addEventListener("open", () => {
      this.retryMs = FIRST_RETRY_MS;
      window.clearTimeout(this.pollTimer);
      this.pollTimer = undefined;
      socket.send(JSON.stringify({ since: this.options.version() }));
      this.options.onLink("live");
    });
    socket.addEventListener("message", (event: MessageEvent<unknown>) => {
      if (typeof event.data !== "string") {
        return;
      }
      try {
        const message: unknown = JSON.parse(event.data);
        const state = parseState(message);
        if (state !== null && (message as { type?: unknown }).type === "state") {
          this.options.onState(state);
        }
      } catch {
        // a message this client cannot read: the next state will do
      }
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
      const separator = this.options.query ? "&" : "?";
      try {
        const answer = await fetch(`${this.options.base}/state.json${this.options.query}${separator}since=${this.options.version()}`,
          { cache: "no-store" });
        if (answer.status === 200) {
          const state = parseState(await answer.json());
          if (state !== null) {
            this.options.onState(state);
          }
        }
      } catch {
        // offline: try again at the next tick
      }
      this.poll();
    }, POLL_MS);
  }
}
