/** Tomb Table's Discord Activity: the table of one game for the signed-in seat, played by tapping the board
 * (or the big buttons beside it), kept live over a websocket with a poll while it is down.  Every move goes
 * to the server with the version it was chosen on; the server is the only truth. */

import "./activity.css";
import "./games";
import { Link, Live } from "../live";
import { format, inline } from "../texts";
import { drawPicture } from "./picture";
import { Action, Picture, Table, presenters } from "./presenter";
import { Api, Config, Refused, Sdk, startSdk } from "./signin";
import { parseTable } from "./table";
import { element, isRecord } from "../dom";

function readConfig(): Config {
  try {
    const parsed: unknown = JSON.parse(document.getElementById("activity-config")?.textContent ?? "{}");
    if (isRecord(parsed)) {
      const texts = isRecord(parsed.texts)
        ? Object.fromEntries(Object.entries(parsed.texts).filter((entry): entry is [string, string] => typeof entry[1] === "string"))
        : {};
      return { client_id: typeof parsed.client_id === "string" ? parsed.client_id : "", dev: parsed.dev === true,
        alive_s: typeof parsed.alive_s === "number" ? parsed.alive_s : Number.NaN, texts };
    }
  } catch {
    // an unreadable config: the page says it cannot start
  }
  return { client_id: "", dev: false, alive_s: Number.NaN, texts: {} };
}

/** The fetched pictures, as blob URLs by their (versioned) address, kept while the table shows them. */
class Pictures {
  private urls = new Map<string, string>();

  constructor(private readonly api: Api) {}

  /** The blob URL of each picture, or null if one could not be fetched (a newer version is on its way). */
  async fetch(pictures: Picture[]): Promise<string[] | null> {
    const urls = await Promise.all(pictures.map(async (picture) => {
      const known = this.urls.get(picture.src);
      if (known !== undefined) {
        return known;
      }
      try {
        const answer = await this.api.fetch(picture.src);
        if (!answer.ok) {
          return null;
        }
        const url = URL.createObjectURL(await answer.blob());
        this.urls.set(picture.src, url);
        return url;
      } catch {
        return null;
      }
    }));
    return urls.every((url): url is string => url !== null) ? urls : null;
  }

  /** Lets go of every picture but those of the table on show. */
  keep(pictures: Picture[]): void {
    const wanted = new Set(pictures.map((picture) => picture.src));
    for (const [src, url] of this.urls) {
      if (!wanted.has(src)) {
        URL.revokeObjectURL(url);
        this.urls.delete(src);
      }
    }
  }
}

class ActivityTable {
  private table: Table | null = null;
  private shown = -1; // the version drawn (a draw waits for its pictures: a newer table may overtake it)
  private busy = false;
  private readonly pictures: Pictures;
  private readonly live: Live;
  private readonly title = element("h1", { id: "game-name" });
  private readonly link = element("span", { id: "link", role: "status" });
  private readonly status = element("section", { id: "status" });
  private readonly boardRoot = element("figure", { id: "board" });
  private readonly handRoot = element("figure", { id: "hand" });
  private readonly notice = element("p", { id: "notice", role: "status", "aria-live": "polite", tabindex: "-1" });
  private readonly announce = element("p", { id: "announce", class: "visually-hidden", "aria-live": "polite" });
  private readonly actions = element("section", { id: "actions" });
  private readonly log = element("ol", { id: "log" });
  private readonly chooser = element("dialog", { id: "chooser" });
  private readonly confirmer = element("dialog", { id: "confirm" });

  constructor(private readonly main: HTMLElement, private readonly api: Api, private readonly texts: Record<string, string>,
    aliveS: number) {
    this.pictures = new Pictures(api);
    this.actions.setAttribute("aria-label", this.text("ui.actions"));
    this.boardRoot.setAttribute("aria-label", this.text("ui.board"));
    this.handRoot.setAttribute("aria-label", this.text("ui.hand"));
    const moves = element("section", { id: "moves" });
    moves.append(element("h2", {}, this.text("ui.log")), this.log);
    const top = element("header", { id: "top" });
    top.append(this.title, this.link);
    const side = element("div", { id: "side" }); // a column of its own on wide screens, nothing on phones
    side.append(this.status, this.notice, this.actions, moves);
    main.replaceChildren(top, this.boardRoot, this.handRoot, side, this.announce, this.chooser, this.confirmer);
    this.live = new Live({
      path: () => "/api/ws",
      hello: () => JSON.stringify({ session: this.api.session, since: this.table?.version ?? -1 }),
      version: () => this.table?.version ?? -1,
      aliveS,
      onMessage: (message) => this.message(message),
      poll: () => this.poll(),
      onLink: (link) => this.linked(link),
    });
  }

  private text(key: string, values: Readonly<Record<string, string | number>> = {}): string {
    return format(this.texts, key, values);
  }

  /** The first table, then the live link; no table (the game is gone, say) is refused with the server's words. */
  async start(): Promise<void> {
    const answer = await this.api.fetch("/api/table");
    const body: unknown = await answer.json().catch(() => null);
    const table = answer.ok ? parseTable(body) : null;
    if (table === null) {
      throw new Refused(isRecord(body) && typeof body.text === "string" ? body.text : "");
    }
    await this.show(table);
    this.main.setAttribute("aria-busy", "false");
    this.live.start();
  }

  private message(message: unknown): void {
    if (!isRecord(message)) {
      return;
    }
    if (message.type === "signed_out") {
      void this.api.signIn().then(() => this.live.reconnect(), () => this.say(this.text("ui.sign_in_failed")));
      return;
    }
    const table = message.type === "table" ? parseTable(message) : null;
    if (table !== null) {
      void this.show(table);
    }
  }

  private async poll(): Promise<void> {
    try {
      const answer = await this.api.fetch("/api/table");
      const table = answer.ok ? parseTable(await answer.json()) : null;
      if (table !== null) {
        await this.show(table);
      }
    } catch {
      // offline: the next poll will tell
    }
  }

  private linked(link: Link): void {
    this.main.dataset.link = link;
    this.link.textContent = this.text(link === "live" ? "ui.live" : "ui.reconnecting");
  }

  /** Draws `table` unless it is the one shown (a poll's, say: the focus and dialogs stay) or a newer one is
   * shown or being drawn. */
  private async show(table: Table): Promise<void> {
    if (table.version === this.shown || table.version < (this.table?.version ?? -1)) {
      return;
    }
    const wasTurn = this.table?.your_turn === true;
    this.table = table;
    const presenter = presenters[table.game.kind];
    const wanted = [...(presenter === undefined ? [table.board] : []), ...(table.hand !== null ? [table.hand] : [])];
    const urls = await this.pictures.fetch(wanted);
    if (this.table !== table) {
      return; // overtaken while its pictures came
    }
    if (urls === null) {
      if (this.shown < 0) {
        this.say(this.text("ui.picture_failed"));
      }
      return; // the next table (or poll) will do
    }
    this.pictures.keep(wanted);
    this.shown = table.version;
    this.main.dataset.version = String(table.version);
    this.main.dataset.kind = table.game.kind;
    this.title.textContent = table.game.name;
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const refocus = focused !== null && this.main.contains(focused) ? focused.dataset.notation : undefined;
    this.drawStatus(table);
    const play = (notation: string): Promise<void> => this.play(notation);
    const choices = { pick: (actions: Action[], from: HTMLElement) => this.pick(actions, from) };
    let next = 0;
    if (presenter !== undefined) {
      presenter.draw(this.boardRoot, table, play, this.texts);
    } else {
      drawPicture(this.boardRoot, "board", table.board, urls[next++] ?? "", table.actions, choices);
    }
    if (table.hand !== null) {
      drawPicture(this.handRoot, "hand", table.hand, urls[next] ?? "", table.actions, choices);
      this.handRoot.hidden = false;
    } else {
      this.handRoot.replaceChildren();
      this.handRoot.hidden = true;
    }
    this.drawActions(table);
    this.drawLog(table);
    if (refocus !== undefined) { // the button tapped with the keyboard was redrawn: focus stays where it was
      const again = [...this.main.querySelectorAll<HTMLElement>("[data-notation]")].find((node) => node.dataset.notation === refocus);
      (again ?? this.notice).focus({ preventScroll: true });
    }
    if (table.your_turn && !wasTurn) {
      this.announce.textContent = this.text("ui.your_turn");
    }
  }

  private drawStatus(table: Table): void {
    const lines: Node[] = [];
    const paragraph = (id: string, text: string): void => {
      const node = element("p", { id });
      node.append(inline(document, text));
      lines.push(node);
    };
    paragraph("headline", table.status.headline);
    if (table.seat === null) {
      paragraph("seat", this.text("ui.spectator"));
    } else if (table.your_turn) {
      paragraph("seat", this.text("ui.your_turn"));
    }
    if (table.status.to_act.length > 0) {
      paragraph("to-act", this.text("ui.to_act", { players: table.status.to_act.join(", ") }));
    }
    if (table.status.scores.length > 0) {
      const list = element("ul", { id: "scores", "aria-label": this.text("ui.scores") });
      for (const line of table.status.scores) {
        const item = element("li");
        item.append(inline(document, line));
        list.append(item);
      }
      lines.push(list);
    }
    if (table.status.clock !== null) {
      paragraph("clock", table.status.clock);
    }
    this.status.replaceChildren(...lines);
  }

  /** Every action as a big button too: the main ones first, the quiet ones (greyed) after. */
  private drawActions(table: Table): void {
    const button = (action: Action): HTMLButtonElement => {
      const node = element("button", { type: "button", class: action.quiet ? "move quiet" : "move", "data-notation": action.notation },
        action.label);
      node.addEventListener("click", () => void this.play(action.notation));
      return node;
    };
    const onBoard = presenters[table.game.kind]?.onBoard ?? new Set<string>();
    const presets = table.actions.filter((action) => onBoard.has(action.kind));
    const main = table.actions.filter((action) => !action.quiet && !onBoard.has(action.kind));
    const quiet = table.actions.filter((action) => action.quiet && !onBoard.has(action.kind));
    const parts: Node[] = [];
    if (table.actions.length === 0) {
      parts.push(element("p", { class: "none" }, this.text(table.over ? "ui.over" : "ui.no_actions")));
    }
    if (main.length > 0) {
      const row = element("div", { class: "moves-main" });
      row.append(...main.map(button));
      parts.push(row);
    }
    if (quiet.length > 0) {
      const row = element("div", { class: "moves-quiet", role: "group", "aria-label": this.text("ui.quiet") });
      row.append(...quiet.map(button));
      parts.push(row);
    }
    if (presets.length > 0) { // played on the board; the presets stay one tap away, folded
      const folded = element("details", { class: "moves-presets" });
      const row = element("div", { class: "moves-main" });
      row.append(...presets.map(button));
      folded.append(element("summary", {}, this.text("ui.presets", { count: presets.length })), row);
      parts.push(folded);
    }
    this.actions.replaceChildren(...parts);
  }

  private drawLog(table: Table): void {
    this.log.replaceChildren(...table.log.map((line) => {
      const item = element("li");
      item.append(inline(document, line));
      return item;
    }));
    this.log.scrollTop = this.log.scrollHeight;
  }

  private say(text: string): void {
    this.notice.replaceChildren(inline(document, text));
  }

  /** A spot of several actions asks which one; the dialog gives focus back where it came from. */
  private pick(actions: Action[], from: HTMLElement): void {
    const [only] = actions;
    if (actions.length === 1 && only !== undefined) {
      void this.play(only.notation);
      return;
    }
    const heading = element("h2", { id: "chooser-title" }, this.text("ui.choose"));
    const list = element("div", { class: "choices" });
    for (const action of actions) {
      const node = element("button", { type: "button", class: "move", "data-notation": action.notation }, action.label);
      node.addEventListener("click", () => {
        this.chooser.close();
        void this.play(action.notation);
      });
      list.append(node);
    }
    const cancel = element("button", { type: "button", class: "move quiet" }, this.text("ui.cancel"));
    cancel.addEventListener("click", () => this.chooser.close());
    this.chooser.setAttribute("aria-labelledby", "chooser-title");
    this.chooser.replaceChildren(heading, list, cancel);
    this.chooser.addEventListener("close", () => from.isConnected && from.focus(), { once: true });
    this.chooser.showModal();
  }

  /** The server asks first (the move throws something away): Confirm resends it, confirmed. */
  private confirm(question: string, notation: string): void {
    const text = element("p", { id: "confirm-text" });
    text.append(inline(document, question));
    const yes = element("button", { type: "button", class: "move", id: "confirm-yes" }, this.text("ui.confirm"));
    const no = element("button", { type: "button", class: "move quiet", id: "confirm-no" }, this.text("ui.keep_playing"));
    yes.addEventListener("click", () => {
      this.confirmer.close();
      void this.play(notation, true);
    });
    no.addEventListener("click", () => this.confirmer.close());
    const row = element("div", { class: "choices" });
    row.append(yes, no);
    this.confirmer.setAttribute("aria-describedby", "confirm-text");
    this.confirmer.replaceChildren(text, row);
    this.confirmer.showModal();
    no.focus();
  }

  /** Sends one move with the version it was chosen on, and shows what the server made of it. */
  private async play(notation: string, confirmed = false): Promise<void> {
    const version = this.shown; // the table the player chose on, even if a newer one is on its way
    if (this.busy || version < 0) {
      return;
    }
    this.busy = true;
    this.main.dataset.busy = "true";
    this.say(this.text("ui.sending"));
    try {
      const answer = await this.api.fetch("/api/act", {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ notation, version, confirmed }),
      });
      const body: unknown = await answer.json().catch(() => null);
      const fresh = isRecord(body) ? parseTable(body.table) : null;
      const reason = isRecord(body) && typeof body.text === "string" ? body.text : "";
      if (answer.status === 200 && isRecord(body) && typeof body.ask === "string") {
        this.say("");
        this.confirm(body.ask, typeof body.notation === "string" ? body.notation : notation);
      } else if (answer.status === 200 && isRecord(body)) {
        this.say(typeof body.done === "string" ? body.done : "");
      } else if (answer.status === 409) { // the server's words: the game moved on, here is the fresh table
        this.say(reason);
      } else if (answer.status === 422) {
        this.say(this.text("ui.refused", { reason }));
      } else {
        this.say(reason || this.text("ui.failed"));
      }
      if (fresh !== null) {
        await this.show(fresh);
      }
    } catch {
      this.say(this.text("ui.failed"));
    } finally {
      this.busy = false;
      delete this.main.dataset.busy;
    }
  }
}

/** Starts the SDK, signs in, then shows the table; a refused sign-in shows why, with a button to retry. */
async function open(main: HTMLElement, config: Config, sdk: Sdk): Promise<void> {
  const texts = config.texts;
  main.replaceChildren(element("p", { id: "loading" }, format(texts, "ui.signing_in")));
  const api = new Api(sdk, config);
  try {
    await sdk.ready();
    await api.signIn();
    await new ActivityTable(main, api, texts, config.alive_s).start();
  } catch (error) {
    const reason = error instanceof Refused && error.text ? error.text : format(texts, "ui.sign_in_failed");
    const retry = element("button", { type: "button", class: "move" }, format(texts, "ui.retry"));
    retry.addEventListener("click", () => void open(main, config, sdk));
    main.replaceChildren(element("p", { id: "signed-out", role: "alert" }, reason), retry);
    main.setAttribute("aria-busy", "false");
  }
}

const main = document.getElementById("table");
if (main !== null) {
  const config = readConfig();
  const sdk = startSdk(config);
  if (sdk === null) {
    main.replaceChildren(element("p", { id: "outside" }, format(config.texts, "ui.outside")));
    main.setAttribute("aria-busy", "false");
  } else {
    void open(main, config, sdk);
  }
}
