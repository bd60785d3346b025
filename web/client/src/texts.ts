/** The UI strings the server localised into the page's `<script id="texts">`: the client writes none itself. */

export type Texts = Readonly<Record<string, string>>;

export function readTexts(doc: Document): Texts {
  const node = doc.getElementById("texts");
  try {
    const parsed: unknown = JSON.parse(node?.textContent ?? "{}");
    if (typeof parsed !== "object" || parsed === null) {
      return {};
    }
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  } catch {
    return {};
  }
}

/** `texts[key]` with its `{name}` placeholders filled; "" when the server sent no such text. */
export function format(texts: Texts, key: string, values: Readonly<Record<string, string | number>> = {}): string {
  const text = texts[key] ?? "";
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const MARKS = /\*\*(.+?)\*\*|`([^`]+)`/g;

/** A channel text as DOM nodes, the way the server writes it: `**bold**` and `` `code` `` kept, lines broken,
 * everything else as plain text (never parsed as HTML). */
export function inline(doc: Document, text: string): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  text.split("\n").forEach((line, index) => {
    if (index > 0) {
      fragment.append(doc.createElement("br"));
    }
    let last = 0;
    for (const match of line.matchAll(MARKS)) {
      fragment.append(line.slice(last, match.index));
      const mark = doc.createElement(match[1] !== undefined ? "strong" : "code");
      mark.textContent = match[1] ?? match[2] ?? "";
      fragment.append(mark);
      last = (match.index ?? 0) + match[0].length;
    }
    fragment.append(line.slice(last));
  });
  return fragment;
}
