/** A picture of the table (the board or the hand) with the seat's legal actions over it as real buttons,
 * each exactly the size of its spot (placed in percent of the picture so it follows it at any width), so a
 * small square's button never covers its neighbours or what is drawn on them.  A finger is bigger than a
 * small square, so one handler on the picture resolves a tap: on a spot, that spot; beside one, the spot
 * whose centre is within a finger's reach; between several, a chooser listing all of theirs rather than a
 * guess.  Several actions on one spot share a button that asks which. */

import { Action, Picture, Spot } from "./presenter";

export interface Choices {
  /** One action: play it; several: ask which (`from` is where focus returns). */
  pick(actions: Action[], from: HTMLElement): void;
}

/** How far (CSS pixels) from a spot's centre a tap that missed every spot still counts for it: half the
 * 44 px a fingertip needs, so a small spot is as easy to reach as a big one without a bigger button. */
const TOUCH_RADIUS_PX = 22;

/** A spot's button and the actions it carries. */
interface Placed {
  button: HTMLButtonElement;
  actions: Action[];
}

function key(spot: Spot): string {
  return `${spot.x},${spot.y},${spot.w},${spot.h}`;
}

/** The actions drawn on `on`, grouped by the rectangle they are tapped at (in the order they came). */
function spotsOn(on: Spot["on"], actions: Action[]): Array<[Spot, Action[]]> {
  const groups = new Map<string, [Spot, Action[]]>();
  for (const action of actions) {
    for (const spot of action.spots) {
      if (spot.on !== on) {
        continue;
      }
      const group = groups.get(key(spot));
      if (group === undefined) {
        groups.set(key(spot), [spot, [action]]);
      } else if (!group[1].includes(action)) {
        group[1].push(action);
      }
    }
  }
  return [...groups.values()];
}

/** The spots a pointer at (`x`, `y`) means: the one under it, else those whose centre is within reach,
 * nearest first. */
function meant(placed: Placed[], target: EventTarget | null, x: number, y: number): Placed[] {
  const under = target instanceof Element ? target.closest(".spot") : null;
  const hit = placed.find((spot) => spot.button === under);
  if (hit !== undefined) {
    return [hit];
  }
  const near: Array<[number, Placed]> = [];
  for (const spot of placed) {
    const box = spot.button.getBoundingClientRect();
    const distance = Math.hypot(x - (box.left + box.width / 2), y - (box.top + box.height / 2));
    if (distance <= TOUCH_RADIUS_PX) {
      near.push([distance, spot]);
    }
  }
  return near.sort((a, b) => a[0] - b[0]).map(([, spot]) => spot);
}

function button(spot: Spot, actions: Action[], width: number, height: number): HTMLButtonElement {
  const node = document.createElement("button");
  node.type = "button";
  node.className = "spot";
  const label = actions.map((action) => action.label).join(" · ");
  node.setAttribute("aria-label", label);
  node.title = label;
  node.dataset.notation = actions.map((action) => action.notation).join(" ");
  if (actions.length > 1) {
    node.setAttribute("aria-haspopup", "dialog");
    node.dataset.choices = String(actions.length);
    const count = document.createElement("span");
    count.className = "count"; // shown only on a spot big enough to hold it (activity.css)
    count.setAttribute("aria-hidden", "true");
    count.textContent = String(actions.length);
    node.append(count);
  }
  const percent = (value: number, of: number): string => `${(100 * value / of).toFixed(3)}%`;
  node.style.left = percent(spot.x, width);
  node.style.top = percent(spot.y, height);
  node.style.width = percent(spot.w, width);
  node.style.height = percent(spot.h, height);
  return node;
}

/** Draws `picture` (already fetched: `url` is its blob) into `root`, with a button for each spot. */
export function drawPicture(root: HTMLElement, on: Spot["on"], picture: Picture, url: string, actions: Action[], choices: Choices): void {
  const width = picture.width || 1;
  const height = picture.height || 1;
  const stage = document.createElement("div");
  stage.className = "stage";
  stage.style.setProperty("--ratio", `${width} / ${height}`);
  const image = document.createElement("img");
  image.src = url;
  image.alt = picture.alt;
  image.width = width;
  image.height = height;
  image.draggable = false;
  stage.append(image);
  const placed = spotsOn(on, actions).map(([spot, here]) => ({ button: button(spot, here, width, height), actions: here }));
  stage.append(...placed.map((spot) => spot.button));
  const mark = (spots: Placed[]): void => {
    for (const spot of placed) {
      spot.button.classList.toggle("near", spots.includes(spot));
    }
  };
  // A keyboard or screen reader's click lands on its button: `meant` gives that button's spot.
  stage.addEventListener("click", (event) => {
    mark([]);
    const spots = meant(placed, event.target, event.clientX, event.clientY);
    const [first] = spots;
    if (first !== undefined) {
      choices.pick([...new Set(spots.flatMap((spot) => spot.actions))], first.button);
    }
  });
  const follow = (event: PointerEvent): void => mark(meant(placed, event.target, event.clientX, event.clientY));
  stage.addEventListener("pointermove", follow);
  stage.addEventListener("pointerdown", follow);
  for (const end of ["pointerleave", "pointercancel"] as const) {
    stage.addEventListener(end, () => mark([]));
  }
  stage.addEventListener("pointerup", (event) => event.pointerType !== "mouse" && mark([]));
  root.replaceChildren(stage);
}
