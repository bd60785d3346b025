/** A picture of the table (the board or the hand) with the seat's legal actions over it as real buttons,
 * placed in percent of the picture so they follow it at any width.  Several actions on one spot share a
 * button that asks which. */

import { Action, Picture, Spot } from "./presenter";

export interface Choices {
  /** One action: play it; several: ask which (the spot's button is where focus returns). */
  pick(actions: Action[], from: HTMLElement): void;
}

const MIN_TAP_PX = 44;

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
  for (const [spot, here] of spotsOn(on, actions)) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "spot";
    const label = here.map((action) => action.label).join(" · ");
    button.setAttribute("aria-label", label);
    button.title = label;
    button.dataset.notation = here.map((action) => action.notation).join(" ");
    if (here.length > 1) {
      button.setAttribute("aria-haspopup", "dialog");
      button.dataset.choices = String(here.length);
    }
    const percent = (value: number, of: number): string => `${(100 * value / of).toFixed(3)}%`;
    button.style.left = percent(spot.x + spot.w / 2, width);
    button.style.top = percent(spot.y + spot.h / 2, height);
    button.style.width = `max(${MIN_TAP_PX}px, ${percent(spot.w, width)})`;
    button.style.height = `max(${MIN_TAP_PX}px, ${percent(spot.h, height)})`;
    button.addEventListener("click", () => choices.pick(here, button));
    stage.append(button);
  }
  root.replaceChildren(stage);
}
