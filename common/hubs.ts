// Communities (hubs): the list (common/hub-list.ts) and the schema of a hub id.
import { z } from "zod";
import { HUB_IDS, type HubId } from "./hub-list";

export * from "./hub-list";

export const HubIdSchema = z.enum(HUB_IDS);

const hubIds = new Set<string>(HUB_IDS);

/** The hub ids among stored values; ones the list no longer has are left out, not failed on. */
export function knownHubs(values: readonly string[]): HubId[] {
  return values.filter((value): value is HubId => hubIds.has(value));
}
