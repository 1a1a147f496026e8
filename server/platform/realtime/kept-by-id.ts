// Small rows shown beside many others (people's and companies' cards, decision 11), kept in memory
// by id for a while and forgotten on every instance when they change (display_changed, migration
// 0040; docs/decisions/0035). A read that began before a change was heard of is not kept: it may
// have seen the row as it was.
import type { Executor } from "@server/platform/database/client";
import { LRUCache } from "lru-cache";
import { DISPLAY_CHANGED_CHANNEL, followChangedRows } from "./changed-rows";
import type { Realtime } from "./realtime";

export interface KeptById<T extends object> {
  /** The rows with these ids that exist, from memory or in one read for the rest. */
  find(db: Executor, ids: Iterable<string>): Promise<Map<string, T>>;
  /** After a change made here: forgotten at once, before any message arrives. */
  forget(id: string): void;
  /** Forgets what display_changed names under `kind`, whichever instance changed it. */
  follow(realtime: Realtime): void;
}

export function keptById<T extends object>(options: {
  /** The key of display_changed's messages that names these rows ("people", "companies"). */
  kind: string;
  max: number;
  ttlMs: number;
  read: (db: Executor, ids: string[]) => Promise<Map<string, T>>;
}): KeptById<T> {
  const kept = new LRUCache<string, T>({ max: options.max, ttl: options.ttlMs });
  let forgotten = 0;
  const forget = (id: string) => {
    forgotten++;
    kept.delete(id);
  };
  return {
    async find(db, ids) {
      const found = new Map<string, T>();
      const missing: string[] = [];
      for (const id of new Set(ids)) {
        const row = kept.get(id);
        if (row) found.set(id, row);
        else missing.push(id);
      }
      if (missing.length > 0) {
        const forgottenBefore = forgotten;
        const rows = await options.read(db, missing);
        const keep = forgotten === forgottenBefore;
        for (const [id, row] of rows) {
          if (keep) kept.set(id, row);
          found.set(id, row);
        }
      }
      return found;
    },
    forget,
    follow(realtime) {
      followChangedRows(realtime, DISPLAY_CHANGED_CHANNEL, {
        forget: {
          [options.kind]: (ids) => {
            for (const id of ids) forget(id);
          },
        },
        forgetAll: () => {
          forgotten++;
          kept.clear();
        },
      });
    },
  };
}
