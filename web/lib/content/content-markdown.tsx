// Markdown of the content library, through the shared safe renderer. That renderer shows "#" as
// h3, "##" as h4 and "###" as h5, under the page's h1 and a section's h2; authors start at whatever
// level they like, so headings are lifted to start at "#" and keep the outline in order.
import { Markdown } from "../components/markdown";

const HEADING = /^( {0,3})(#{1,6})(?=\s|$)/;
const FENCE = /^ {0,3}(```|~~~)/;
/** The deepest level the shared renderer keeps in order ("###", shown as h5). */
const DEEPEST = 3;

/** The Markdown with its shallowest heading at "#" and none deeper than "###"; code is untouched. */
export function liftHeadings(markdown: string): string {
  const lines = markdown.split("\n");
  let fence: string | null = null;
  const headingLines: { index: number; indent: string; level: number }[] = [];
  lines.forEach((line, index) => {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch?.[1]) {
      if (fence === null) fence = fenceMatch[1];
      else if (fenceMatch[1] === fence) fence = null;
      return;
    }
    if (fence !== null) return;
    const heading = HEADING.exec(line);
    if (heading?.[2]) headingLines.push({ index, indent: heading[1] ?? "", level: heading[2].length });
  });
  if (headingLines.length === 0) return markdown;
  const shallowest = Math.min(...headingLines.map((heading) => heading.level));
  for (const { index, indent, level } of headingLines) {
    const lifted = Math.min(level - shallowest + 1, DEEPEST);
    const line = lines[index] ?? "";
    lines[index] = `${indent}${"#".repeat(lifted)}${line.slice(indent.length + level)}`;
  }
  return lines.join("\n");
}

export function ContentMarkdown({ children }: { children: string }) {
  return <Markdown>{liftHeadings(children)}</Markdown>;
}
