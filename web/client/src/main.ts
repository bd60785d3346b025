/** Tomb Table's game page, enhanced: step through the replay with keys, buttons, a slider and `#n` links,
 * and follow the game live.  Without this script the server's page still shows the board, status and log. */

import { GameState, StepInfo, parseState } from "./contract";
import { Link, Live } from "./live";
import { Texts, format, inline, readTexts } from "./texts";
import { element } from "./dom";

const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

/** A step button's picture, drawn (no font has every arrow glyph); the button's label is its name. */
function icon(path: string): SVGSVGElement {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  const shape = document.createElementNS("http://www.w3.org/2000/svg", "path");
  shape.setAttribute("d", path);
  svg.append(shape);
  return svg;
}

class GamePage {
  private steps: StepInfo[];
  private version: number;
  private shown: number;
  private readonly board: HTMLImageElement;
  private readonly log: HTMLOListElement;
  private readonly slider: HTMLInputElement;
  private readonly stepOf: HTMLElement;
  private readonly fresh: HTMLButtonElement;
  private readonly link: HTMLElement;
  private readonly buttons: Record<"first" | "prev" | "next" | "last", HTMLButtonElement>;
  private readonly live: Live;
  private readonly query: string;

  constructor(private readonly main: HTMLElement, private readonly texts: Texts) {
    const share = main.dataset.share ?? "";
    const base = `/g/${encodeURIComponent(share)}`;
    const lang = new URLSearchParams(location.search).get("lang");
    const query = lang ? `?lang=${encodeURIComponent(lang)}` : "";
    this.query = query;
    const count = Number(main.dataset.steps ?? "1");
    this.version = Number(main.dataset.version ?? "-1");
    this.shown = Number(main.dataset.step ?? String(count - 1));
    this.board = document.getElementById("board") as HTMLImageElement;
    this.log = document.getElementById("log") as HTMLOListElement;
    // Until the first state arrives, the steps are what the page itself says (only the shown one has its alt).
    this.steps = Array.from({ length: count }, (_, n) => ({
      n,
      log: "",
      alt: n === this.shown ? this.board.alt : "",
      picture: n === this.shown ? this.board.getAttribute("src") ?? "" : `${base}/step/${n}.png${query}`,
      animation: null,
    }));

    const nav = document.getElementById("steps") ?? main.appendChild(element("nav", { id: "steps" }));
    nav.replaceChildren();
    const button = (key: "first" | "prev" | "next" | "last", shape: string, keys: string, go: () => number): HTMLButtonElement => {
      const node = element("button", { type: "button", class: `step-${key}`, "aria-label": format(texts, key), title: format(texts, key),
        "aria-keyshortcuts": keys });
      node.append(icon(shape));
      node.addEventListener("click", () => this.show(go(), true));
      return node;
    };
    this.buttons = {
      first: button("first", "M5 4h2v16H5zM19 4v16L8 12z", "ArrowUp Home", () => 0),
      prev: button("prev", "M17 4v16L6 12z", "ArrowLeft", () => this.shown - 1),
      next: button("next", "M7 4v16l11-8z", "ArrowRight", () => this.shown + 1),
      last: button("last", "M17 4h2v16h-2zM5 4v16l11-8z", "ArrowDown End", () => this.steps.length - 1),
    };
    this.slider = element("input", { type: "range", id: "step-slider", min: "0", step: "1", "aria-label": format(texts, "replay") });
    this.slider.addEventListener("input", () => this.show(Number(this.slider.value), true));
    this.stepOf = element("output", { id: "step-of", "aria-live": "polite", for: "step-slider" });
    this.fresh = element("button", { type: "button", id: "new-move", hidden: "" }, format(texts, "new_move") || format(texts, "last"));
    this.fresh.addEventListener("click", () => this.show(this.steps.length - 1, true));
    this.link = element("span", { id: "link", role: "status" });
    const row = element("div", { class: "step-buttons" });
    row.append(this.buttons.first, this.buttons.prev, this.stepOf, this.buttons.next, this.buttons.last);
    nav.append(row, this.slider, this.fresh, this.link);

    this.log.addEventListener("click", (event) => {
      const item = (event.target as Element).closest("li[data-step]");
      if (item instanceof HTMLElement && !(event as MouseEvent).ctrlKey && !(event as MouseEvent).metaKey) {
        event.preventDefault();
        this.show(Number(item.dataset.step), true);
      }
    });
    document.addEventListener("keydown", (event) => this.key(event));
    window.addEventListener("hashchange", () => this.fromHash());
    this.fromHash();
    this.show(this.shown, false);

    const separator = query ? "&" : "?";
    this.live = new Live({
      path: () => `${base}/live${query}`,
      hello: () => JSON.stringify({ since: this.version }),
      version: () => this.version,
      aliveS: Number(main.dataset.alive),
      onMessage: (message) => {
        const state = parseState(message);
        if (state !== null && (message as { type?: unknown }).type === "state") {
          this.update(state);
        }
      },
      poll: async () => {
        try {
          const answer = await fetch(`${base}/state.json${query}${separator}since=${this.version}`, { cache: "no-store" });
          const state = answer.status === 200 ? parseState(await answer.json()) : null;
          if (state !== null) {
            this.update(state);
          }
        } catch {
          // offline: try again at the next tick
        }
      },
      onLink: (state) => this.linked(state),
    });
    if (document.getElementById("export") === null) {
      this.live.start();
    }
  }

  private fromHash(): void {
    const match = /^#(\d+)$/.exec(location.hash);
    if (match?.[1] !== undefined) {
      this.show(Number(match[1]), false);
    }
  }

  private key(event: KeyboardEvent): void {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) {
      return;
    }
    const target = event.target as HTMLElement | null;
    if (target?.closest("input, textarea, select, [contenteditable]")) {
      return; // the slider moves itself with the arrows
    }
    const last = this.steps.length - 1;
    const to: Record<string, number> = {
      ArrowLeft: this.shown - 1, ArrowRight: this.shown + 1, ArrowUp: 0, Home: 0, ArrowDown: last, End: last,
    };
    const n = to[event.key];
    if (n !== undefined) {
      event.preventDefault();
      this.show(n, true);
    }
  }

  /** Shows step `n` (clamped): board, alt text, log line, controls, and `#n` in the address. */
  private show(n: number, byUser: boolean): void {
    const last = this.steps.length - 1;
    const step = Math.max(0, Math.min(Number.isFinite(n) ? Math.trunc(n) : last, last));
    this.shown = step;
    const info = this.steps[step];
    if (info !== undefined) {
      const picture = info.animation !== null && !reducedMotion.matches ? info.animation : info.picture;
      if (picture && this.board.getAttribute("src") !== picture) {
        this.board.src = picture;
      }
      if (info.alt) {
        this.board.alt = info.alt;
      }
    }
    for (const near of [step - 1, step + 1]) {
      const other = this.steps[near];
      if (other !== undefined) {
        new Image().src = other.picture;
      }
    }
    this.main.dataset.step = String(step);
    for (const item of this.log.querySelectorAll<HTMLElement>("li[data-step]")) {
      const current = Number(item.dataset.step) === step;
      item.classList.toggle("current", current);
      if (current) {
        item.setAttribute("aria-current", "step");
        this.scrollLog(item, byUser);
      } else {
        item.removeAttribute("aria-current");
      }
    }
    this.slider.max = String(last);
    this.slider.value = String(step);
    const label = format(this.texts, "step", { n: step, count: last });
    this.slider.setAttribute("aria-valuetext", label);
    this.stepOf.textContent = label;
    this.buttons.first.disabled = this.buttons.prev.disabled = step === 0;
    this.buttons.next.disabled = this.buttons.last.disabled = step === last;
    if (step === last) {
      this.fresh.hidden = true;
    }
    if (byUser) {
      history.replaceState(null, "", `${location.pathname}${location.search}#${step}`);
    }
  }

  /** Scrolls the log itself (not the page) so the shown line is in view: the log is its own scroll box. */
  private scrollLog(item: HTMLElement, smooth: boolean): void {
    const log = this.log;
    const top = item.offsetTop; // the log is positioned, so this is from its top
    if (top < log.scrollTop || top + item.offsetHeight > log.scrollTop + log.clientHeight) {
      log.scrollTo({ top: top - log.clientHeight / 3, behavior: smooth && !reducedMotion.matches ? "smooth" : "auto" });
    }
  }

  /** A newer state: new log lines and status; the view follows only a viewer who was on the last step. */
  private update(state: GameState): void {
    if (state.version < this.version || state.steps.length === 0) {
      return;
    }
    const wasLast = this.shown === this.steps.length - 1;
    const grew = state.steps.length > this.steps.length;
    this.version = state.version;
    this.main.dataset.version = String(state.version);
    this.main.dataset.steps = String(state.steps.length);
    this.steps = state.steps.map((info) => ({
      ...info,
      picture: this.localised(info.picture),
      animation: info.animation === null ? null : this.localised(info.animation),
    }));
    for (const info of state.steps) {
      if (document.getElementById(`m${info.n}`) === null) {
        const item = element("li", { id: `m${info.n}`, "data-step": String(info.n) });
        const anchor = element("a", { href: `${location.pathname}?step=${info.n}` });
        anchor.append(inline(document, info.log));
        item.append(anchor);
        this.log.append(item);
      }
    }
    this.status(state);
    if (grew && !wasLast) {
      this.fresh.hidden = false;
    }
    this.show(grew && wasLast ? state.steps.length - 1 : this.shown, false);
    if (state.over) {
      this.live.stop();
      this.link.textContent = "";
    }
  }

  /** A picture's address in the page's `?lang=` language, if the page was asked for one. */
  private localised(url: string): string {
    return this.query && !url.includes("?") ? `${url}${this.query}` : url;
  }

  private status(state: GameState): void {
    const box = document.getElementById("status");
    if (box === null) {
      return;
    }
    const lines: Node[] = [];
    const paragraph = (id: string, text: string): void => {
      const node = element("p", { id });
      node.append(inline(document, text));
      lines.push(node);
    };
    paragraph("headline", state.status.headline);
    if (state.status.to_act.length > 0) {
      const players = state.status.to_act.join(", ");
      paragraph("to-act", format(this.texts, "status_to_act", { players }) || players);
    }
    if (state.status.scores.length > 0) {
      const list = element("ul", { id: "scores" });
      for (const line of state.status.scores) {
        const item = element("li");
        item.append(inline(document, line));
        list.append(item);
      }
      lines.push(list);
    }
    if (state.status.clock !== null) {
      paragraph("clock", state.status.clock);
    }
    const exported = document.getElementById("export")?.closest("p");
    if (exported) {
      lines.push(exported);
    }
    box.replaceChildren(...lines);
  }

  private linked(link: Link): void {
    this.main.dataset.link = link;
    this.link.textContent = link === "live" ? format(this.texts, "live") : format(this.texts, "reconnecting");
  }
}

const main = document.getElementById("game");
if (main !== null && document.getElementById("board") !== null && document.getElementById("log") !== null) {
  new GamePage(main, readTexts(document));
}
