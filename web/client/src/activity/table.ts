/** The table JSON read defensively: a server newer or older than this bundle must not break the page. */

import { Action, Picture, Spot, Table } from "./presenter";
import { isRecord } from "../dom";

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function number(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

function picture(value: unknown): Picture | null {
  if (!isRecord(value) || typeof value.src !== "string") {
    return null;
  }
  return { src: value.src, width: number(value.width), height: number(value.height), alt: text(value.alt) };
}

function spot(value: unknown): Spot | null {
  if (!isRecord(value) || (value.on !== "board" && value.on !== "hand")) {
    return null;
  }
  return { on: value.on, x: number(value.x), y: number(value.y), w: number(value.w), h: number(value.h) };
}

function action(value: unknown): Action | null {
  if (!isRecord(value) || typeof value.notation !== "string") {
    return null;
  }
  const spots = Array.isArray(value.spots) ? value.spots.map(spot).filter((item): item is Spot => item !== null) : [];
  return { notation: value.notation, label: text(value.label) || value.notation, kind: text(value.kind), quiet: value.quiet === true, spots };
}

/** A table from `GET /api/table`, `POST /api/act` or the socket, or null if it is not one. */
export function parseTable(value: unknown): Table | null {
  if (!isRecord(value) || typeof value.version !== "number" || !isRecord(value.game)) {
    return null;
  }
  const board = picture(value.board);
  if (board === null) {
    return null;
  }
  const status = isRecord(value.status) ? value.status : {};
  const actions = Array.isArray(value.actions) ? value.actions.map(action).filter((item): item is Action => item !== null) : [];
  return {
    version: value.version,
    game: { kind: text(value.game.kind), name: text(value.game.name) },
    lang: text(value.lang),
    seat: typeof value.seat === "number" ? value.seat : null,
    you: text(value.you),
    over: value.over === true,
    your_turn: value.your_turn === true,
    status: {
      headline: text(status.headline),
      to_act: strings(status.to_act),
      scores: strings(status.scores),
      clock: typeof status.clock === "string" ? status.clock : null,
    },
    board,
    hand: picture(value.hand),
    actions,
    log: strings(value.log),
    view: value.view ?? null,
  };
}
