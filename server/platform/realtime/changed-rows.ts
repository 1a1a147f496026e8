// What instances keep in memory follows the rows it came from: migration 0040's triggers notify
// these channels with the ids of the rows a committed statement changed, `{"<kind>": [ids]}`, or
// `{"<kind>": "all"}` when the ids would not fit in one message (docs/decisions/0035).
import type { Realtime } from "./realtime";

/** Sessions ended (`sessions`) and members whose session-relevant fields changed (`users`). */
export const SESSIONS_CHANGED_CHANNEL = "sessions_changed";
/** Members' names, titles, photos, visibility (`people`); companies' names and logos (`companies`). */
export const DISPLAY_CHANGED_CHANNEL = "display_changed";

export interface ChangeHandlers {
  /** Per kind of row: forget these ids. */
  forget: Record<string, (ids: string[]) => void>;
  /** Forget everything: too many ids for one message, or messages may have been missed. */
  forgetAll: () => void;
  /** After the listening connection was lost and made again; forgetAll unless given. */
  missed?: () => void;
}

export function followChangedRows(realtime: Realtime, channel: string, handlers: ChangeHandlers): void {
  realtime.subscribe(channel, (payload) => {
    const message = JSON.parse(payload) as Record<string, string[] | "all">;
    for (const [kind, ids] of Object.entries(message)) {
      const forget = handlers.forget[kind];
      if (!forget) continue;
      if (ids === "all") handlers.forgetAll();
      else forget(ids);
    }
  });
  // While the listening connection was down, changes went unheard.
  realtime.onReconnect(handlers.missed ?? handlers.forgetAll);
}
