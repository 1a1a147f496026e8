// The query keys of events, shared by the events pages and the events tab of a company's profile, so
// that a change to an event refreshes every list that may show it.

import type { EventFormat, EventWhen } from "@common/events";
import type { HubId } from "@common/hubs";

export interface EventFilters {
  when: EventWhen;
  hub: HubId;
  format: EventFormat | null;
  search: string;
}

export const eventKeys = {
  all: ["events"] as const,
  lists: ["events", "list"] as const,
  list: (filters: EventFilters) => ["events", "list", filters] as const,
  company: (companyId: string) => ["events", "company", companyId] as const,
  item: (eventId: string) => ["events", "item", eventId] as const,
  attendees: (eventId: string) => ["events", "item", eventId, "attendees"] as const,
};
