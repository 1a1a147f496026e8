// The result types as the page names and draws them.

import type { DiscoverSearchResult, DiscoverType } from "@common/discover";
import type { ReactNode } from "react";
import {
  CompanyResult,
  ContentResult,
  CourseResult,
  EventResult,
  PersonResult,
  PostResult,
} from "./result-cards";

export interface TypeInfo {
  label: string;
  one: string;
  many: string;
}

export const TYPE_INFO: Record<DiscoverType, TypeInfo> = {
  companies: { label: "Companies", one: "company", many: "companies" },
  people: { label: "People", one: "person", many: "people" },
  posts: { label: "Posts", one: "post", many: "posts" },
  videos: { label: "Videos", one: "video", many: "videos" },
  articles: { label: "Articles", one: "article", many: "articles" },
  events: { label: "Events", one: "event", many: "events" },
  courses: { label: "Courses", one: "course", many: "courses" },
};

type Section<K extends DiscoverType> = NonNullable<DiscoverSearchResult[K]>;
type Item<K extends DiscoverType> = Section<K>["items"][number];

/** The items of one type in a search result, each drawn as its card. */
export function typeItems<K extends DiscoverType>(
  type: K,
  section: Section<K> | undefined,
): { id: string; card: ReactNode }[] {
  return (section?.items ?? []).map((item: Item<K>) => ({ id: item.id, card: resultCard(type, item) }));
}

function resultCard<K extends DiscoverType>(type: K, item: Item<K>): ReactNode {
  switch (type) {
    case "companies":
      return <CompanyResult company={item as Item<"companies">} />;
    case "people":
      return <PersonResult person={item as Item<"people">} />;
    case "posts":
      return <PostResult post={item as Item<"posts">} />;
    case "events":
      return <EventResult event={item as Item<"events">} />;
    case "courses":
      return <CourseResult course={item as Item<"courses">} />;
    default:
      return <ContentResult content={item as Item<"videos">} />;
  }
}
