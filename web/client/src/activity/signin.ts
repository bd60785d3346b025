/** Signing in the way Discord's Embedded App SDK prescribes (authorize → code → our server trades it for
 * a token with the client secret → authenticate), and every later `/api/` call made with the session it
 * gives; a 401 (the session expired) signs in again silently and retries once. */

import { DiscordSDK, DiscordSDKMock } from "@discord/embedded-app-sdk";
import { isRecord } from "../dom";

export type Sdk = DiscordSDK | DiscordSDKMock;

export interface Config {
  client_id: string;
  dev: boolean;
  /** Seconds between the live socket's `alive` messages (NaN: the config lacks it). */
  alive_s: number;
  texts: Record<string, string>;
}

/** The SDK for this page: the real one inside Discord (the URL has `frame_id`), the SDK's mock only on a
 * development server; null when the page was opened elsewhere. */
export function startSdk(config: Config): Sdk | null {
  const query = new URLSearchParams(location.search);
  if (query.has("frame_id")) {
    try {
      return new DiscordSDK(config.client_id, { disableConsoleLogOverride: true });
    } catch {
      return null; // the URL lacks what Discord always gives (instance_id, platform)
    }
  }
  if (config.dev) {
    return new DiscordSDKMock(config.client_id, query.get("guild_id"), query.get("channel_id"), null);
  }
  return null;
}

/** The server refused the sign-in: `text` is its localised reason. */
export class Refused extends Error {
  constructor(readonly text: string) {
    super(text);
  }
}

export class Api {
  private token: string | null = null;
  private signing: Promise<void> | null = null;

  constructor(private readonly sdk: Sdk, private readonly config: Config) {}

  /** The session the socket's first message carries ("" before the first sign-in). */
  get session(): string {
    return this.token ?? "";
  }

  /** One sign-in at a time: calls made meanwhile wait for it. */
  signIn(): Promise<void> {
    if (this.signing === null) {
      this.signing = this.exchange().finally(() => {
        this.signing = null;
      });
    }
    return this.signing;
  }

  private async exchange(): Promise<void> {
    const { code } = await this.sdk.commands.authorize({
      client_id: this.config.client_id, response_type: "code", state: "", prompt: "none", scope: ["identify"],
    });
    const body: Record<string, string> = { code, instance_id: this.sdk.instanceId };
    if (this.config.dev) { // a development server signs the SDK mock's code in as the user the URL names, there
      const query = new URLSearchParams(location.search);
      for (const name of ["user_id", "channel_id"]) {
        const value = query.get(name);
        if (value !== null) {
          body[name] = value;
        }
      }
    }
    const answer = await fetch("/api/token", {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), cache: "no-store",
    });
    const json: unknown = await answer.json().catch(() => null);
    if (!answer.ok || !isRecord(json) || typeof json.session !== "string" || typeof json.access_token !== "string") {
      throw new Refused(isRecord(json) && typeof json.text === "string" ? json.text : "");
    }
    this.token = json.session;
    await this.sdk.commands.authenticate({ access_token: json.access_token });
  }

  /** `fetch` with the session's Bearer header; signed in again (once) if the server says it expired. */
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    if (this.token === null) {
      await this.signIn();
    }
    const send = (): Promise<Response> => fetch(path, {
      ...init, cache: "no-store", headers: { ...(init.headers as Record<string, string> | undefined), Authorization: `Bearer ${this.session}` },
    });
    const answer = await send();
    if (answer.status !== 401) {
      return answer;
    }
    await this.signIn();
    return send();
  }
}
