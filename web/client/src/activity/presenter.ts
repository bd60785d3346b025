/** The table JSON the Activity's server sends (one seat's view only), and the hook a game's own drawing
 * plugs into: `presenters[kind]`, when present, draws the board instead of the picture with its spots. */

export interface Spot {
  on: "board" | "hand";
  /** Pixels of the picture as drawn (`Picture.width` × `Picture.height`). */
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Action {
  notation: string;
  label: string;
  kind: string;
  /** A move players rarely want (pass, forfeit…): its button comes after the others, greyed. */
  quiet: boolean;
  /** Where the action is tapped; none: its button only. */
  spots: Spot[];
}

export interface Picture {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface Status {
  headline: string;
  to_act: string[];
  scores: string[];
  clock: string | null;
}

export interface Table {
  version: number;
  game: { kind: string; name: string };
  lang: string;
  seat: number | null;
  you: string;
  over: boolean;
  your_turn: boolean;
  status: Status;
  board: Picture;
  hand: Picture | null;
  actions: Action[];
  log: string[];
  /** The seat's own view, as the rules model it (`model_dump(mode="json")`). */
  view: unknown;
}

export interface Presenter {
  /** Draw the board for this table into `root` (replacing what was there); `play` sends a notation. */
  draw(root: HTMLElement, table: Table, play: (notation: string) => Promise<void>, texts: Record<string, string>): void;
  /** The action kinds played on the board itself (a drag): their preset buttons are folded away, so the
   * board, not a wall of presets, is the way to play them. */
  readonly onBoard?: ReadonlySet<string>;
}

export const presenters: Record<string, Presenter> = {}; // kind → presenter; none: the PNG with spots
