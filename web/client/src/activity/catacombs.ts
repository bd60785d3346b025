/** Catacombs Conquest in the Activity: the arena drawn in SVG from the seat's view, drag back from a disk
 * like a slingshot to flick it (CC-AIM-3), taps on the disks to name a target, and every new shot played
 * back from the positions the rules recorded (no physics in the browser). */

import * as drag from "../../../../data/catacombs/drag.json";
import * as physics from "../../../../data/catacombs/physics.json";
import { format } from "../texts";
import { Presenter, Table, presenters } from "./presenter";
import { isRecord } from "../dom";

type Texts = Record<string, string>;
type Point = readonly [number, number];

interface Disk { id: string; kind: string; x: number; y: number; radius: number; side: string | null }

interface Shot { key: string; disks: Disk[]; paths: Map<string, Point[]> }

interface View {
  width: number;
  height: number;
  disks: Disk[];
  active: string | null;
  target: string | null;
  phase: string;
  shot: string | null; // the card's current shot kind
  sides: Map<string, string>; // character disk → team
  lastShot: Shot | null;
}

/** Where a flick starts: the disk pressed, and the origin its notation names (null: the phase implies it). */
interface Flickable { disk: Disk; origin: string | null }

interface Aim { angle: number; power: number }

const SVG = "http://www.w3.org/2000/svg";
const WALL_CM = 0.8;
/** The palette of the arena picture (render/catacombs_sprites.py), so the Activity and the PNG agree. */
const COLOUR = {
  mat: "rgb(46 74 66)", line: "rgb(64 98 88)", wall: "rgb(132 104 74)", text: "rgb(238 236 230)",
  accent: "rgb(255 204 51)", trail: "rgb(196 214 206)", dark: "rgb(16 14 20)", hit: "rgb(255 80 60)",
  sword: "rgb(72 136 230)", skull: "rgb(206 72 80)", obstacle: "rgb(150 206 226)", projectile: "rgb(250 160 40)",
} as const;
const PROJECTILE_OF: Readonly<Record<string, string>> = {
  missile: "missile", fireball: "fireball", longbow: "longbow", wave: "wave", powerful_wave: "wave",
};
const CARD_SHOT_PHASES = new Set(["shot", "companion"]);
const FRAME_MS = (1000 * physics.record_every_steps) / physics.step_hz;
const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

// ---------------------------------------------------------------- reading the view

function num(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

function str(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

function radiusOf(kind: string): number {
  const spec = (physics.disks as Record<string, { diameter_cm: number } | undefined>)[kind];
  return spec === undefined ? 1 : spec.diameter_cm / 2;
}

function disk(value: unknown, sides: Map<string, string>): Disk | null {
  if (!isRecord(value) || typeof value.id !== "string" || typeof value.kind !== "string") {
    return null;
  }
  const radius = typeof value.radius === "number" ? value.radius : radiusOf(value.kind);
  return { id: value.id, kind: value.kind, x: num(value.x), y: num(value.y), radius,
    side: str(value.side) ?? sides.get(value.id) ?? null };
}

function disks(value: unknown, sides: Map<string, string>): Disk[] {
  return Array.isArray(value) ? value.map((item) => disk(item, sides)).filter((item): item is Disk => item !== null) : [];
}

function point(value: unknown): Point | null {
  return Array.isArray(value) && typeof value[0] === "number" && typeof value[1] === "number" ? [value[0], value[1]] : null;
}

function shot(value: unknown, sides: Map<string, string>): Shot | null {
  if (!isRecord(value) || !Array.isArray(value.disks)) {
    return null;
  }
  const paths = new Map<string, Point[]>();
  if (isRecord(value.paths)) {
    for (const [id, path] of Object.entries(value.paths)) {
      if (Array.isArray(path)) {
        paths.set(id, path.map(point).filter((item): item is Point => item !== null));
      }
    }
  }
  // What tells one shot from the next: the same launch from the same layout never happens twice.
  const key = JSON.stringify([value.disk, value.vx, value.vy, value.disks]);
  return { key, disks: disks(value.disks, sides), paths };
}

function readView(value: unknown): View | null {
  if (!isRecord(value) || !Array.isArray(value.disks)) {
    return null;
  }
  const sides = new Map<string, string>();
  if (Array.isArray(value.characters)) {
    for (const item of value.characters) {
      if (isRecord(item) && typeof item.disk === "string" && typeof item.side === "string") {
        sides.set(item.disk, item.side);
      }
    }
  }
  const shots = Array.isArray(value.shots) ? value.shots : [];
  return {
    width: num(value.width_cm) || physics.arena.width_cm,
    height: num(value.height_cm) || physics.arena.height_cm,
    disks: disks(value.disks, sides),
    active: str(value.active_disk),
    target: str(value.target),
    phase: str(value.phase) ?? "",
    shot: str(shots[0]),
    sides,
    lastShot: shot(value.last_shot, sides),
  };
}

/** The disk a flick without an origin moves in this phase (rules/catacombs/shots.py, flicked_disk). */
function impliedDisk(view: View): string | null {
  if (view.phase === "retry") {
    return "P";
  }
  if (view.phase === "companion" && view.active !== null) {
    const side = view.sides.get(view.active);
    return [...view.sides].find(([id, team]) => team === side && id !== view.active)?.[0] ?? null;
  }
  return view.active;
}

/** The disks a legal flick can start from, read from the actions' notations (`flick[/<origin>]…`). */
function flickables(table: Table, view: View): Flickable[] {
  const found = new Map<string, Flickable>();
  for (const action of table.actions) {
    const match = /^flick(?:\/([A-Za-z]\d?))?[:@]/.exec(action.notation);
    if (action.kind !== "flick" || match === null) {
      continue;
    }
    const origin = match[1]?.toUpperCase() ?? null;
    const id = origin ?? impliedDisk(view);
    const pressed = view.disks.find((item) => item.id === id);
    if (pressed !== undefined && (origin === null || !found.has(pressed.id))) {
      found.set(pressed.id, { disk: pressed, origin: origin === null || origin === impliedDisk(view) ? null : origin });
    }
  }
  return [...found.values()];
}

function targets(table: Table, view: View): Map<string, string> {
  const found = new Map<string, string>();
  for (const action of table.actions) {
    const match = /^target:([A-Za-z]\d?)$/.exec(action.notation);
    const id = match?.[1]?.toUpperCase();
    if (id !== undefined && view.disks.some((item) => item.id === id)) {
      found.set(id, action.notation);
    }
  }
  return found;
}

// ---------------------------------------------------------------- the mapping (data/catacombs/drag.json)

function leastPower(view: View): number {
  return CARD_SHOT_PHASES.has(view.phase) ? physics.min_card_shot_power : 1;
}

/** The flick a drag ending `(dx, dy)` CSS px from the disk's centre means (screen y down); null inside the
 * cancel zone.  Same rule as web/catacombs_drag.py: the aim is the drag's opposite, the power linear in its
 * length between the cancel zone and `full_power_px`. */
function dragToAim(dx: number, dy: number, view: View): Aim | null {
  const length = Math.hypot(dx, dy);
  if (length <= drag.cancel_px) {
    return null;
  }
  const degrees = (Math.atan2(dy, -dx) * 180) / Math.PI;
  const angle = (Math.floor((((degrees % 360) + 360) % 360) * 10 + 0.5) / 10) % 360;
  const least = leastPower(view);
  const share = Math.min(1, (length - drag.cancel_px) / (drag.full_power_px - drag.cancel_px));
  return { angle, power: Math.min(100, Math.max(least, Math.floor(least + (100 - least) * share + 0.5))) };
}

function notation(flick: Flickable, aim: Aim): string {
  const angle = String(Number(aim.angle.toFixed(1)));
  return `flick${flick.origin === null ? "" : `/${flick.origin}`}:${angle}:${Math.round(aim.power)}`;
}

// ---------------------------------------------------------------- the predicted line (geometry only)

/** About how far a lone disk slides at `power` (CC-PHY-3): launch speed v, table friction a = μg and the
 * space's damping k give v/k − a/k² · ln(1 + kv/a) cm.  The hand's error is never shown. */
function travelCm(power: number): number {
  const v = physics.full_power_speed_cm_s * Math.sqrt(Math.max(0, power) / 100);
  const a = physics.table_friction_mu * physics.gravity_cm_s2;
  const k = -Math.log(physics.damping_per_second);
  return k > 1e-9 ? v / k - (a / (k * k)) * Math.log(1 + (k * v) / a) : (v * v) / (2 * a);
}

interface Line { from: Point; to: Point; radius: number; touches: string | null; reach: number }

/** The straight path of the flicked disk (the projectile, for a ranged shot, laid on the aim line as the
 * rules lay it) up to its travel or to the first disk or wall it would meet. */
function predict(view: View, pressed: Disk, aim: Aim): Line {
  const ux = Math.cos((aim.angle * Math.PI) / 180);
  const uy = Math.sin((aim.angle * Math.PI) / 180);
  const projectile = view.phase === "shot" && view.shot !== null ? PROJECTILE_OF[view.shot] : undefined;
  const radius = projectile === undefined ? pressed.radius : radiusOf(projectile);
  const lay = projectile === undefined ? 0 : pressed.radius + radius + physics.projectile_default_gap_cm;
  const sx = pressed.x + ux * lay;
  const sy = pressed.y + uy * lay;
  let reach = travelCm(aim.power);
  let touches: string | null = null;
  const walls: [number, string][] = [];
  if (ux > 1e-9) walls.push([(view.width - radius - sx) / ux, "E"]);
  if (ux < -1e-9) walls.push([(radius - sx) / ux, "W"]);
  if (uy > 1e-9) walls.push([(view.height - radius - sy) / uy, "N"]);
  if (uy < -1e-9) walls.push([(radius - sy) / uy, "S"]);
  for (const [t, wall] of walls) {
    if (t < reach) {
      reach = Math.max(0, t);
      touches = wall;
    }
  }
  for (const other of view.disks) {
    if (other.id === pressed.id) {
      continue;
    }
    const dx = other.x - sx;
    const dy = other.y - sy;
    const along = dx * ux + dy * uy;
    const gap = radius + other.radius;
    const across = dx * dx + dy * dy - along * along;
    if (along <= 0 || across >= gap * gap) {
      continue;
    }
    const t = Math.max(0, along - Math.sqrt(gap * gap - across));
    if (t < reach) {
      reach = t;
      touches = other.id;
    }
  }
  return { from: [sx, sy], to: [sx + ux * reach, sy + uy * reach], radius, touches, reach };
}

// ---------------------------------------------------------------- drawing

function node<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number>): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) {
    element.setAttribute(name, String(value));
  }
  return element;
}

function colourOf(item: Disk): string {
  if (item.side === "sword" || item.side === "skull") {
    return COLOUR[item.side];
  }
  return item.kind === "obstacle" ? COLOUR.obstacle : COLOUR.projectile;
}

class Board {
  readonly svg: SVGSVGElement;
  readonly readout: HTMLOutputElement;
  private readonly aimLayer: SVGGElement;
  private readonly diskLayer: SVGGElement;
  private readonly trailLayer: SVGGElement;
  private readonly groups = new Map<string, SVGGElement>();
  private busy = false;

  constructor(private readonly view: View, private readonly texts: Texts, private readonly play: (notation: string) => Promise<void>) {
    const { width, height } = view;
    this.svg = node("svg", {
      viewBox: `${-WALL_CM} ${-WALL_CM} ${width + 2 * WALL_CM} ${height + 2 * WALL_CM}`,
      class: "cc-arena", role: "group", "aria-label": format(texts, "catacombs.board"),
    });
    // Styles through the CSSOM, never a style attribute: the Activity's CSP (style-src 'self') refuses those.
    Object.assign(this.svg.style, { display: "block", width: "100%", height: "auto", userSelect: "none", webkitUserSelect: "none" });
    this.svg.append(node("rect", { x: -WALL_CM, y: -WALL_CM, width: width + 2 * WALL_CM, height: height + 2 * WALL_CM,
      rx: 0.4, fill: COLOUR.wall }), node("rect", { x: 0, y: 0, width, height, fill: COLOUR.mat }));
    const grid = node("g", { stroke: COLOUR.line, "stroke-width": 0.06, "aria-hidden": "true" });
    for (let cm = 5; cm < width; cm += 5) grid.append(node("line", { x1: cm, y1: 0, x2: cm, y2: height }));
    for (let cm = 5; cm < height; cm += 5) grid.append(node("line", { x1: 0, y1: height - cm, x2: width, y2: height - cm }));
    grid.append(node("line", { x1: width / 2, y1: 0, x2: width / 2, y2: height, "stroke-width": 0.18 }));
    this.aimLayer = node("g", { class: "cc-aim", "aria-hidden": "true", "pointer-events": "none" });
    this.diskLayer = node("g", { class: "cc-disks" });
    this.trailLayer = this.trails();
    this.svg.append(grid, this.trailLayer, this.diskLayer, this.aimLayer);
    this.readout = document.createElement("output");
    this.readout.className = "cc-readout";
    this.readout.setAttribute("aria-live", "polite");
  }

  /** Where the disks of the last shot slid, under the disks, so a still board still tells what happened. */
  private trails(): SVGGElement {
    const layer = node("g", { class: "cc-trails", fill: "none", "stroke-linecap": "round", "stroke-linejoin": "round",
      "aria-hidden": "true" });
    for (const path of this.view.lastShot?.paths.values() ?? []) {
      const points = path.map(([x, y]) => `${x},${this.view.height - y}`).join(" ");
      layer.append(node("polyline", { points, stroke: COLOUR.dark, "stroke-width": 0.55, opacity: 0.7 }),
        node("polyline", { points, stroke: COLOUR.trail, "stroke-width": 0.28 }));
    }
    return layer;
  }

  /** Draws `items` (every disk, or the layout a shot started from), marking the disk holding the turn; the
   * trails show once the disks rest. */
  drawDisks(items: Disk[], resting: boolean): void {
    this.trailLayer.style.display = resting ? "" : "none";
    this.diskLayer.replaceChildren();
    this.groups.clear();
    for (const item of items) {
      const group = node("g", { class: "cc-disk", "data-disk": item.id });
      if (item.id === this.view.active) {
        group.append(node("circle", { r: item.radius + 0.45, fill: "none", stroke: COLOUR.accent, "stroke-width": 0.3 }));
      }
      if (item.id === this.view.target) {
        group.append(node("circle", { r: item.radius + 0.9, fill: "none", stroke: COLOUR.accent, "stroke-width": 0.2,
          "stroke-dasharray": "0.5 0.35" }));
      }
      group.append(node("circle", { r: item.radius, fill: COLOUR.dark }),
        node("circle", { r: item.radius * 0.88, fill: colourOf(item) }));
      const label = node("text", { "text-anchor": "middle", "dominant-baseline": "central", fill: COLOUR.text,
        stroke: COLOUR.dark, "stroke-width": 0.22, "paint-order": "stroke", "font-weight": "bold",
        "font-size": Math.max(1.5, Math.min(2.2, item.radius * 1.1)), "aria-hidden": "true" });
      label.textContent = item.id;
      group.append(label);
      this.diskLayer.append(group);
      this.groups.set(item.id, group);
      this.place(item.id, item.x, item.y);
    }
  }

  place(id: string, x: number, y: number): void {
    const group = this.groups.get(id);
    if (group !== undefined) {
      group.setAttribute("transform", `translate(${x} ${this.view.height - y})`);
      group.dataset.x = x.toFixed(2);
      group.dataset.y = y.toFixed(2);
    }
  }

  /** CSS pixels on the screen per centimetre of arena. */
  private scale(): number {
    const matrix = this.svg.getScreenCTM();
    return matrix === null ? 1 : Math.hypot(matrix.a, matrix.b);
  }

  /** A point of the arena in the page's client coordinates. */
  private toClient(x: number, y: number): Point {
    const matrix = this.svg.getScreenCTM();
    const p = new DOMPoint(x, this.view.height - y).matrixTransform(matrix ?? undefined);
    return [p.x, p.y];
  }

  private say(key: string, values: Record<string, string | number>): void {
    this.readout.textContent = format(this.texts, key, values);
  }

  private aimText(pressed: Disk, aim: Aim, line: Line | null): void {
    const values = { disk: pressed.id, angle: aim.angle.toFixed(1), power: Math.round(aim.power) };
    if (line?.touches) {
      const touch = /^[NESW]$/.test(line.touches) ? format(this.texts, `catacombs.wall_${line.touches}`) : line.touches;
      this.say("catacombs.aim_touch", { ...values, touch });
    } else {
      this.say("catacombs.aim", values);
    }
  }

  /** The predicted line: the straight path from the disk's edge, a ghost where it would stop or touch. */
  private showAim(pressed: Disk, aim: Aim): Line {
    const line = predict(this.view, pressed, aim);
    const h = this.view.height;
    const [sx, sy] = line.from;
    const [ex, ey] = line.to;
    const ux = Math.cos((aim.angle * Math.PI) / 180);
    const uy = Math.sin((aim.angle * Math.PI) / 180);
    const skip = Math.min(line.radius, line.reach);
    this.aimLayer.replaceChildren(
      node("line", { x1: sx + ux * skip, y1: h - (sy + uy * skip), x2: ex, y2: h - ey, stroke: COLOUR.dark,
        "stroke-width": 0.55, "stroke-linecap": "round" }),
      node("line", { x1: sx + ux * skip, y1: h - (sy + uy * skip), x2: ex, y2: h - ey, stroke: COLOUR.accent,
        "stroke-width": 0.3, "stroke-dasharray": "0.9 0.5", "stroke-linecap": "round" }),
      node("circle", { cx: ex, cy: h - ey, r: line.radius, fill: "none", stroke: line.touches ? COLOUR.hit : COLOUR.accent,
        "stroke-width": 0.2, "stroke-dasharray": "0.4 0.3" }),
    );
    this.svg.dataset.aim = `${aim.angle.toFixed(1)}:${Math.round(aim.power)}`;
    this.svg.dataset.reach = line.reach.toFixed(2);
    this.svg.dataset.touches = line.touches ?? "";
    return line;
  }

  private clearAim(): void {
    this.aimLayer.replaceChildren();
    delete this.svg.dataset.aim;
  }

  private fire(text: string): void {
    this.busy = true;
    this.clearAim();
    this.play(text).finally(() => {
      this.busy = false;
    }).catch(() => undefined);
  }

  /** Flickable disks take a drag (and the keyboard); target disks a tap. */
  interactive(flicks: Flickable[], taps: Map<string, string>): void {
    for (const flick of flicks) {
      this.flickable(flick);
    }
    for (const [id, text] of taps) {
      const group = this.groups.get(id);
      if (group === undefined) {
        continue;
      }
      const item = this.view.disks.find((d) => d.id === id);
      group.insertBefore(node("circle", { r: (item?.radius ?? 1) + 0.9, fill: "none", stroke: COLOUR.hit,
        "stroke-width": 0.25, "stroke-dasharray": "0.6 0.4" }), group.firstChild);
      this.button(group, item?.radius ?? 1, format(this.texts, "catacombs.target", { disk: id }));
      group.classList.add("cc-target");
      group.style.cursor = "pointer";
      group.addEventListener("click", () => this.busy || this.fire(text));
      group.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          if (!this.busy) this.fire(text);
        }
      });
    }
  }

  /** Focusable as a button, with a ring of its own when focused (the browser's outline is a square box). */
  private button(group: SVGGElement, radius: number, label: string): void {
    group.setAttribute("tabindex", "0");
    group.setAttribute("role", "button");
    group.setAttribute("aria-label", label);
    group.style.outline = "none";
    const ring = node("circle", { r: radius + 1.4, fill: "none", stroke: COLOUR.text, "stroke-width": 0.35, visibility: "hidden" });
    group.prepend(ring);
    group.addEventListener("focus", () => ring.setAttribute("visibility", "visible"));
    group.addEventListener("blur", () => ring.setAttribute("visibility", "hidden"));
  }

  private flickable(flick: Flickable): void {
    const pressed = flick.disk;
    const group = this.groups.get(pressed.id);
    if (group === undefined) {
      return;
    }
    group.classList.add("cc-flickable");
    this.button(group, pressed.radius, format(this.texts, "catacombs.flick", { disk: pressed.id }));
    // A touch area at least a fingertip wide; while a disk can be flicked, a finger on the arena drags and
    // never scrolls the page (not every browser honours touch-action on an SVG shape alone).
    const touch = node("circle", { r: pressed.radius, fill: "transparent", class: "cc-touch" });
    Object.assign(touch.style, { touchAction: "none", cursor: "grab" });
    this.svg.style.touchAction = "none";
    group.append(touch);
    group.insertBefore(node("circle", { r: pressed.radius + 0.9, fill: "none", stroke: COLOUR.text, "stroke-width": 0.15,
      "stroke-dasharray": "0.5 0.5", opacity: 0.8 }), group.firstChild);
    const sizeTouch = (): void => touch.setAttribute("r", String(Math.max(pressed.radius, drag.touch_px / this.scale())));
    requestAnimationFrame(sizeTouch);

    let dragging: number | null = null;
    const vector = (event: PointerEvent): Point => {
      const [cx, cy] = this.toClient(pressed.x, pressed.y);
      return [event.clientX - cx, event.clientY - cy];
    };
    const cancelZone = (): SVGCircleElement => node("circle", { cx: pressed.x, cy: this.view.height - pressed.y,
      r: drag.cancel_px / this.scale(), fill: "rgb(255 255 255 / 0.12)", stroke: COLOUR.text, "stroke-width": 0.12,
      "stroke-dasharray": "0.3 0.3" });
    const follow = (event: PointerEvent): Aim | null => {
      const [dx, dy] = vector(event);
      const aim = dragToAim(dx, dy, this.view);
      const scale = this.scale();
      const band = node("line", { x1: pressed.x, y1: this.view.height - pressed.y, x2: pressed.x + dx / scale,
        y2: this.view.height - pressed.y + dy / scale, stroke: COLOUR.trail, "stroke-width": 0.15, opacity: 0.8 });
      if (aim === null) {
        this.aimLayer.replaceChildren(cancelZone(), band);
        delete this.svg.dataset.aim;
        this.say("catacombs.cancel_zone", { disk: pressed.id });
        return null;
      }
      const line = this.showAim(pressed, aim);
      this.aimLayer.prepend(cancelZone(), band);
      this.aimText(pressed, aim, line);
      return aim;
    };
    touch.addEventListener("pointerdown", (event) => {
      if (this.busy || dragging !== null || event.button > 0) {
        return;
      }
      event.preventDefault();
      dragging = event.pointerId;
      touch.setPointerCapture(event.pointerId);
      this.readout.setAttribute("aria-live", "off"); // read out once, where the finger lets go, not every move
      follow(event);
    });
    touch.addEventListener("pointermove", (event) => {
      if (event.pointerId === dragging) {
        follow(event);
      }
    });
    touch.addEventListener("pointerup", (event) => {
      if (event.pointerId !== dragging) {
        return;
      }
      dragging = null;
      this.readout.setAttribute("aria-live", "polite");
      const [dx, dy] = vector(event);
      const aim = dragToAim(dx, dy, this.view);
      this.clearAim();
      if (aim === null) {
        this.say("catacombs.cancelled", { disk: pressed.id });
      } else {
        this.fire(notation(flick, aim));
      }
    });
    touch.addEventListener("pointercancel", () => {
      dragging = null;
      this.readout.setAttribute("aria-live", "polite");
      this.clearAim();
      this.say("catacombs.cancelled", { disk: pressed.id });
    });

    // Keyboard and screen readers: the arrows turn the aim and set the power, Enter fires, Escape lets go.
    let keyed: Aim | null = null;
    const least = leastPower(this.view);
    const show = (aim: Aim): void => {
      keyed = aim;
      this.aimText(pressed, aim, this.showAim(pressed, aim));
    };
    group.addEventListener("focus", () => {
      const towards = (Math.atan2(this.view.height / 2 - pressed.y, this.view.width / 2 - pressed.x) * 180) / Math.PI;
      show(keyed ?? { angle: Math.round(((towards % 360) + 360) % 360), power: Math.max(least, drag.keyboard_power) });
    });
    group.addEventListener("blur", () => {
      if (dragging === null) {
        this.clearAim();
      }
    });
    group.addEventListener("keydown", (event) => {
      const aim = keyed;
      if (aim === null || this.busy) {
        return;
      }
      const turn = event.shiftKey ? drag.fine_angle_step_deg : drag.angle_step_deg;
      const step = event.shiftKey ? drag.fine_power_step : drag.power_step;
      const moves: Record<string, Aim> = {
        ArrowLeft: { angle: aim.angle + turn, power: aim.power },
        ArrowRight: { angle: aim.angle - turn, power: aim.power },
        ArrowUp: { angle: aim.angle, power: Math.min(100, aim.power + step) },
        ArrowDown: { angle: aim.angle, power: Math.max(least, aim.power - step) },
      };
      const moved = moves[event.key];
      if (moved !== undefined) {
        event.preventDefault();
        show({ angle: Math.round((((moved.angle % 360) + 360) % 360) * 10) / 10 % 360, power: moved.power });
      } else if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        this.fire(notation(flick, aim));
      } else if (event.key === "Escape") {
        this.clearAim();
        this.say("catacombs.cancelled", { disk: pressed.id });
      }
    });
  }
}

// ---------------------------------------------------------------- the presenter

interface Drawn { version: number; svg: SVGSVGElement; shot: string | null; started: number | null; frame: number }

const drawn = new WeakMap<HTMLElement, Drawn>();

/** How long the shot takes to play back: its longest recorded path, one frame per recording step. */
function duration(played: Shot): number {
  return Math.max(0, ...[...played.paths.values()].map((path) => path.length - 1)) * FRAME_MS;
}

function animate(board: Board, played: Shot, state: Drawn, done: () => void): void {
  board.drawDisks(played.disks, false);
  board.svg.dataset.animating = "true";
  const length = duration(played);
  const tick = (now: number): void => {
    state.started ??= now;
    const elapsed = now - state.started;
    if (elapsed >= length) {
      state.started = null;
      delete board.svg.dataset.animating;
      done();
      return;
    }
    const at = elapsed / FRAME_MS;
    for (const [id, path] of played.paths) {
      const i = Math.min(Math.floor(at), path.length - 1);
      const a = path[i];
      const b = path[Math.min(i + 1, path.length - 1)];
      if (a !== undefined && b !== undefined) {
        const f = Math.min(1, at - i);
        board.place(id, a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f);
      }
    }
    state.frame = requestAnimationFrame(tick);
  };
  state.frame = requestAnimationFrame(tick);
}

export const catacombs: Presenter = {
  onBoard: new Set(["flick"]),
  draw(root, table, play, texts) {
    const view = readView(table.view);
    const before = drawn.get(root);
    if (before !== undefined && before.version === table.version && root.contains(before.svg)) {
      return; // the same table again (a poll, the socket after the answer): a drag under way goes on
    }
    if (before !== undefined) {
      cancelAnimationFrame(before.frame);
    }
    if (view === null) {
      root.replaceChildren();
      return;
    }
    const key = view.lastShot?.key ?? null;
    // A shot is played back once, on every board that was open before it: a board opened later shows it done.
    const fresh = before !== undefined && key !== null && (key !== before.shot || before.started !== null);
    const board = new Board(view, texts, play);
    const state: Drawn = { version: table.version, svg: board.svg, shot: key,
      started: fresh && key === before.shot ? before.started : null, frame: 0 };
    drawn.set(root, state);
    root.replaceChildren(board.svg, board.readout);
    const rest = (): void => {
      board.drawDisks(view.disks, true);
      if (table.your_turn && !table.over) {
        board.interactive(flickables(table, view), targets(table, view));
      }
    };
    if (fresh && view.lastShot !== null && !reducedMotion.matches) {
      animate(board, view.lastShot, state, rest);
    } else {
      rest();
    }
  },
};

presenters["catacombs"] = catacombs;
