// What a build was made from: a hash of every file that goes into dist/, so that `npm start` can
// tell whether the build on disk is the one of the sources beside it.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const BUILD_INFO_FILE = "dist/build-info.json";

/** Folders and files whose content decides the build; tests included, to keep the rule simple. */
const INPUTS = [
  "common",
  "server",
  "web",
  "scripts/build-server.mjs",
  "package-lock.json",
  "tsconfig.json",
  "vite.config.ts",
];

function* files(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

export function sourceHash() {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(input))
      hash.update(file).update("\0").update(fs.readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

/** The hash the build in dist/ was made from, or null when there is none. */
export function builtHash() {
  try {
    return JSON.parse(fs.readFileSync(BUILD_INFO_FILE, "utf8")).sourceHash ?? null;
  } catch {
    return null;
  }
}
