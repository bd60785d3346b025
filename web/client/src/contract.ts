/** The Web API contract's shapes (README, "Game pages"), read defensively: the page must survive a server
 * that is newer or older than this bundle. */

import { isRecord } from "./dom";

export interface StepInfo {
  n: number;
  log: string;
  alt: string;
  picture: string;
  animation: string | null;
}

export interface Status {
  headline: string;
  to_act: string[];
  scores: string[];
  clock: string | null;
}

export interface GameState {
  version: number;
  over: boolean;
  status: Status;
  steps: StepInfo[];
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

function step(value: unknown): StepInfo | null {
  if (!isRecord(value) || typeof value.n !== "number" || typeof value.picture !== "string") {
    return null;
  }
  return {
    n: value.n,
    log: typeof value.log === "string" ? value.log : "",
    alt: typeof value.alt === "string" ? value.alt : "",
    picture: value.picture,
    animation: typeof value.animation === "string" ? value.animation : null,
  };
}

/** A `state.json` body or a websocket `state` message, or null if it is not one. */
export function parseState(value: unknown): GameState | null {
  if (!isRecord(value) || typeof value.version !== "number" || !Array.isArray(value.steps)) {
    return null;
  }
  const status = isRecord(value.status) ? value.status : {};
  const steps = value.steps.map(step);
  if (steps.some((item) => item === null)) {
    return null;
  }
  return {
    version: value.version,
    over: value.over === true,
    status: {
      headline: typeof status.headline === "string" ? status.headline : "",
      to_act: strings(status.to_act),
      scores: strings(status.scores),
      clock: typeof status.clock === "string" ? status.clock : null,
    },
    steps: steps as StepInfo[],
  };
}
