// What axe finds wrong in the rendered page (or a part of it): contrast is left out, as happy-dom
// does not compute styles; the browser tests check it on real pages.
import axe from "axe-core";

export async function axeViolations(context: Element = document.body) {
  const results = await axe.run(context, {
    rules: { "color-contrast": { enabled: false } },
    resultTypes: ["violations"],
  });
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => `${node.target.join(" ")} ${node.html} ${node.failureSummary}`),
  }));
}
