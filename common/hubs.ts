// Communities (hubs): the list (common/hub-list.ts) and the schema of a hub id.
import { z } from "zod";
import { HUB_IDS } from "./hub-list";

export * from "./hub-list";

export const HubIdSchema = z.enum(HUB_IDS);
