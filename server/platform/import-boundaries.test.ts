// The import boundaries of DESIGN.md section 2 are Biome rules (biome.json, docs/decisions/0015):
// these tests lint small files placed where the rules apply, with the project's own configuration,
// so that a rule that stops firing (or starts firing on allowed imports) fails the build.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BIOME = path.join(ROOT, "node_modules/.bin/biome");
const BOUNDARY_RULES = ["lint/style/noRestrictedImports", "lint/suspicious/noImportCycles"];
let workspace: string;
let config: string;

interface Finding {
  file: string;
  rule: string;
}

/** Lints the given files, laid out as in the repository, and returns the boundary findings. */
async function lint(files: Record<string, string>): Promise<Finding[]> {
  const dir = fs.mkdtempSync(path.join(workspace, "case-"));
  fs.writeFileSync(path.join(dir, "biome.json"), config);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const { stdout } = await promisify(execFile)(
    BIOME,
    ["lint", "--reporter=json", "--max-diagnostics=none", "."],
    { cwd: dir },
  ).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
  const report = JSON.parse(stdout) as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  return report.diagnostics
    .filter(({ category }) => BOUNDARY_RULES.includes(category))
    .map(({ category, location }) => ({ file: location.path, rule: category.split("/").pop() ?? "" }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

beforeAll(() => {
  workspace = fs.mkdtempSync(path.join(os.tmpdir(), "summit-boundaries-"));
  // The project's configuration, minus what only makes sense inside the git checkout.
  const project = JSON.parse(fs.readFileSync(path.join(ROOT, "biome.json"), "utf8"));
  delete project.$schema;
  project.vcs = { enabled: false };
  project.files = { includes: ["**"] };
  config = JSON.stringify(project);
});

afterAll(() => fs.rmSync(workspace, { recursive: true, force: true }));

describe("import boundaries", () => {
  it("refuses a feature importing another feature's module, by alias or by relative path", async () => {
    const findings = await lint({
      "web/features/companies/components/posts-tab.tsx":
        'import { useFeed } from "@web/features/feed/api/feed";\nexport const tab = useFeed;\n',
      "web/features/companies/pages/company-page.tsx":
        'import { PostCard } from "../../feed/components/post-card";\nexport const page = PostCard;\n',
      "web/features/companies/company-keys.ts":
        'import { feedKeys } from "../feed/api/feed";\nexport const keys = feedKeys;\n',
    });
    expect(findings).toEqual(
      expect.arrayContaining([
        { file: "web/features/companies/components/posts-tab.tsx", rule: "noRestrictedImports" },
        { file: "web/features/companies/pages/company-page.tsx", rule: "noRestrictedImports" },
        { file: "web/features/companies/company-keys.ts", rule: "noRestrictedImports" },
      ]),
    );
    expect(findings).toHaveLength(3);
  });

  it("lets a feature import its own modules relatively, web/lib and common by alias", async () => {
    const findings = await lint({
      "web/features/feed/pages/feed-page.tsx": [
        'import { HUB_IDS } from "@common/hubs";',
        'import { PostCard } from "@web/lib/posts/post-card";',
        'import { useFeed } from "../api/feed";',
        "export const page = [HUB_IDS, PostCard, useFeed];",
        "",
      ].join("\n"),
      "web/features/feed/api/feed.ts": "export const useFeed = 1;\n",
    });
    expect(findings).toEqual([]);
  });

  it("keeps web/lib below the features and the app, and web and server apart", async () => {
    const findings = await lint({
      "web/lib/posts/post-card.tsx":
        'import { FeedPage } from "@web/features/feed/pages/feed-page";\nexport const card = FeedPage;\n',
      "web/lib/format.ts": 'import { routes } from "@web/app/router";\nexport const format = routes;\n',
      "web/app/router.tsx": 'import { buildApp } from "@server/app";\nexport const routes = buildApp;\n',
      "server/features/posts/posts.service.ts":
        'import { PostCard } from "@web/lib/posts/post-card";\nexport const service = PostCard;\n',
      "common/posts.ts":
        'import { service } from "@server/features/posts/posts.service";\nexport const x = service;\n',
    });
    expect(findings.map((finding) => finding.file).sort()).toEqual([
      "common/posts.ts",
      "server/features/posts/posts.service.ts",
      "web/app/router.tsx",
      "web/lib/format.ts",
      "web/lib/posts/post-card.tsx",
    ]);
  });

  it("refuses SQL outside a repository", async () => {
    const findings = await lint({
      "server/features/posts/posts.service.ts":
        'import { eq } from "drizzle-orm";\nexport const where = eq;\n',
      "server/features/posts/posts.presenter.ts":
        'import { posts } from "@server/platform/database/schema";\nexport const table = posts;\n',
      "server/features/posts/posts.repository.ts":
        'import { eq } from "drizzle-orm";\nimport { posts } from "@server/platform/database/schema";\nexport const q = [eq, posts];\n',
    });
    expect(findings).toEqual([
      { file: "server/features/posts/posts.presenter.ts", rule: "noRestrictedImports" },
      { file: "server/features/posts/posts.service.ts", rule: "noRestrictedImports" },
    ]);
  });

  it("refuses an import cycle", async () => {
    const findings = await lint({
      "web/lib/a.ts": 'import { b } from "./b";\nexport const a = () => b;\n',
      "web/lib/b.ts": 'import { a } from "./a";\nexport const b = () => a;\n',
    });
    expect(findings).toEqual([
      { file: "web/lib/a.ts", rule: "noImportCycles" },
      { file: "web/lib/b.ts", rule: "noImportCycles" },
    ]);
  });
});

describe("the server's feature folders", () => {
  it("import each other without a cycle", () => {
    const features = path.join(ROOT, "server/features");
    const graph = new Map<string, Set<string>>();
    for (const feature of fs.readdirSync(features)) {
      const uses = new Set<string>();
      for (const file of fs.readdirSync(path.join(features, feature), {
        recursive: true,
        encoding: "utf8",
      })) {
        if (!/\.ts$/.test(file) || /\.test\.ts$/.test(file)) continue;
        const from = path.join(features, feature, file);
        for (const [, specifier] of fs.readFileSync(from, "utf8").matchAll(/from "([^"]+)"/g)) {
          const target = specifier?.startsWith("@server/")
            ? path.join(ROOT, "server", specifier.slice("@server/".length))
            : specifier?.startsWith(".")
              ? path.resolve(path.dirname(from), specifier)
              : null;
          const other = target && path.relative(features, target).split(path.sep)[0];
          if (other && other !== feature && !other.startsWith("..")) uses.add(other);
        }
      }
      graph.set(feature, uses);
    }
    const cycle = findCycle(graph);
    expect(cycle, cycle ? `cycle: ${cycle.join(" -> ")}` : "").toBeNull();
  });
});

/** A path that comes back to where it started, if the graph has one. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const visit = (node: string, trail: string[]): string[] | null => {
    if (trail.includes(node)) return [...trail.slice(trail.indexOf(node)), node];
    if (done.has(node)) return null;
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...trail, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
}
