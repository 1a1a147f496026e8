// How the bookmarks page names each kind of bookmark, and where each one leads.
import type { Bookmark, BookmarkKind } from "@common/bookmarks";
import { placeOf } from "@web/lib/events/event-card";
import { formatRange } from "@web/lib/zoned-time";

export const KIND_LABELS: Record<BookmarkKind, { one: string; many: string }> = {
  post: { one: "Post", many: "Posts" },
  video: { one: "Video", many: "Videos" },
  article: { one: "Article", many: "Articles" },
  company: { one: "Company", many: "Companies" },
  event: { one: "Event", many: "Events" },
  course: { one: "Course", many: "Courses" },
};

/** The page that shows the bookmarked thing. */
export function targetPath(bookmark: Bookmark): string {
  const { target } = bookmark;
  switch (target.kind) {
    case "post":
      return `/posts/${target.id}`;
    case "video":
      return `/watch/${target.id}`;
    case "article":
      return `/read/${target.id}`;
    case "company":
      return `/companies/${target.id}`;
    case "event":
      return `/events/${target.id}`;
    case "course":
      return `/courses/${target.id}`;
  }
}

/** How buttons and notices name the bookmarked thing ("Post by Ada Lovelace", a title, a company). */
export function targetLabel(bookmark: Bookmark): string {
  const { target } = bookmark;
  switch (target.kind) {
    case "post":
      return `Post by ${target.author.name}`;
    case "video":
    case "article":
    case "event":
    case "course":
      return target.title;
    case "company":
      return target.name;
  }
}

/** When and where an event is, in its own time zone, and who hosts it. */
export function eventFacts(target: Extract<Bookmark["target"], { kind: "event" }>): string[] {
  return [
    formatRange(target.startsAt, target.endsAt, target.timeZone),
    placeOf(target),
    target.host ? `Hosted by ${target.host.name}` : "Hosted by Summit",
  ];
}
