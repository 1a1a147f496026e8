// One result of each type, as a card. A card that leads somewhere is one link; a person, who has
// no page, links to their company.

import type {
  DiscoverCompany,
  DiscoverContent,
  DiscoverCourse,
  DiscoverEvent,
  DiscoverPerson,
  DiscoverPost,
} from "@common/discover";
import { findHub } from "@common/hub-list";
import { COURSE_LEVEL_LABELS, formatMinutes } from "@common/learning-format";
import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import ChatBubbleOutlineOutlined from "@mui/icons-material/ChatBubbleOutlineOutlined";
import EventOutlined from "@mui/icons-material/EventOutlined";
import FavoriteBorderOutlined from "@mui/icons-material/FavoriteBorderOutlined";
import PlayCircleOutlined from "@mui/icons-material/PlayCircleOutlined";
import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import Avatar from "@mui/material/Avatar";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ProfileAvatar } from "@web/lib/components/profile-avatar";
import { placeOf } from "@web/lib/events/event-card";
import { formatCount, formatDate, formatDuration } from "@web/lib/format";
import { formatRange } from "@web/lib/zoned-time";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { Highlighted, highlightText } from "./highlighted";

function Facts({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
      {children}
    </Typography>
  );
}

function Excerpt({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
      {children}
    </Typography>
  );
}

export function CompanyResult({ company }: { company: DiscoverCompany }) {
  const name = highlightText(company.name);
  const facts = [company.industry, company.headquarter].filter(Boolean).join(" · ");
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={`/companies/${company.id}`} sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
          <Avatar
            variant="rounded"
            src={company.logoUrl ?? undefined}
            alt=""
            aria-hidden="true"
            sx={{ width: 48, height: 48, bgcolor: company.logoUrl ? "background.paper" : "primary.main" }}
          >
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack spacing={0.25} sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
              <Highlighted segments={company.name} />
            </Typography>
            {facts && <Facts>{facts}</Facts>}
            {company.followerCount !== null && (
              <Facts>{formatCount(company.followerCount, "follower", "followers")}</Facts>
            )}
            {!company.isPage && (
              <Chip label="Members only" size="small" variant="outlined" sx={{ alignSelf: "flex-start" }} />
            )}
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

export function PersonResult({ person }: { person: DiscoverPerson }) {
  return (
    <Card variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
        <ProfileAvatar photoUrl={person.photoUrl} alt="" sx={{ width: 48, height: 48 }} />
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
            <Highlighted segments={person.name} />
          </Typography>
          {(person.jobTitle || person.company) && (
            <Facts>
              {person.jobTitle && <Highlighted segments={person.jobTitle} />}
              {person.jobTitle && person.company && " at "}
              {person.company && (
                <Link component={RouterLink} to={`/companies/${person.company.id}`}>
                  <Highlighted segments={person.company.name} />
                </Link>
              )}
            </Facts>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

export function PostResult({ post }: { post: DiscoverPost }) {
  const hub = findHub(post.hub);
  return (
    <Card variant="outlined" component="article">
      <CardActionArea component={RouterLink} to={`/posts/${post.id}`} sx={{ p: 2 }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
            <ProfileAvatar photoUrl={post.author.photoUrl} alt="" sx={{ width: 36, height: 36 }} />
            <Stack sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: "anywhere" }}>
                {post.author.name}
                {post.company && ` for ${post.company.name}`}
              </Typography>
              <Facts>
                {[post.author.jobTitle, hub?.name].filter(Boolean).join(" · ")}
                {(post.author.jobTitle || hub) && " · "}
                <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
              </Facts>
            </Stack>
          </Stack>
          <Excerpt>
            <Highlighted segments={post.excerpt} />
          </Excerpt>
          <Stack direction="row" spacing={2} sx={{ color: "text.secondary" }}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
              <ChatBubbleOutlineOutlined fontSize="small" aria-hidden="true" />
              <Typography variant="body2">{formatCount(post.commentCount, "comment", "comments")}</Typography>
            </Stack>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
              <FavoriteBorderOutlined fontSize="small" aria-hidden="true" />
              <Typography variant="body2">
                {formatCount(post.reactionCount, "reaction", "reactions")}
              </Typography>
            </Stack>
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

export function ContentResult({ content }: { content: DiscoverContent }) {
  const video = content.kind === "video";
  const Icon = video ? PlayCircleOutlined : ArticleOutlined;
  const facts = [
    content.company?.name,
    video && content.durationSeconds !== null ? formatDuration(content.durationSeconds) : null,
    formatCount(content.viewCount, "view", "views"),
  ].filter(Boolean);
  return (
    <Card variant="outlined" component="article">
      <CardActionArea component={RouterLink} to={`/${video ? "watch" : "read"}/${content.id}`} sx={{ p: 2 }}>
        <Stack direction="row" spacing={2}>
          <Icon color="primary" sx={{ fontSize: 36, flexShrink: 0 }} aria-hidden="true" />
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
              <Highlighted segments={content.title} />
            </Typography>
            {content.excerpt.length > 0 && (
              <Excerpt>
                <Highlighted segments={content.excerpt} />
              </Excerpt>
            )}
            <Facts>
              {facts.join(" · ")} ·{" "}
              <time dateTime={content.publishedAt}>{formatDate(content.publishedAt)}</time>
            </Facts>
            {content.visibility === "members" && (
              <Chip label="Members only" size="small" variant="outlined" sx={{ alignSelf: "flex-start" }} />
            )}
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

/** An event, with its times in its own time zone. */
export function EventResult({ event }: { event: DiscoverEvent }) {
  return (
    <Card variant="outlined" component="article">
      <CardActionArea component={RouterLink} to={`/events/${event.id}`} sx={{ p: 2 }}>
        <Stack direction="row" spacing={2}>
          <EventOutlined color="primary" sx={{ fontSize: 36, flexShrink: 0 }} aria-hidden="true" />
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
              <Highlighted segments={event.title} />
            </Typography>
            <Facts>
              <time dateTime={event.startsAt}>
                {formatRange(event.startsAt, event.endsAt, event.timeZone)}
              </time>
            </Facts>
            <Facts>
              {placeOf(event)} · {event.host ? `Hosted by ${event.host.name}` : "Hosted by Summit"}
            </Facts>
            {event.excerpt.length > 0 && (
              <Excerpt>
                <Highlighted segments={event.excerpt} />
              </Excerpt>
            )}
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

/** A course: who publishes it, its level, how many lessons and how long they take together. */
export function CourseResult({ course }: { course: DiscoverCourse }) {
  const facts = [
    course.company ? course.company.name : "Summit",
    COURSE_LEVEL_LABELS[course.level],
    formatCount(course.lessonCount, "lesson", "lessons"),
    formatMinutes(course.minutes),
  ];
  return (
    <Card variant="outlined" component="article">
      <CardActionArea component={RouterLink} to={`/courses/${course.id}`} sx={{ p: 2 }}>
        <Stack direction="row" spacing={2}>
          <SchoolOutlined color="primary" sx={{ fontSize: 36, flexShrink: 0 }} aria-hidden="true" />
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
              <Highlighted segments={course.title} />
            </Typography>
            {course.excerpt.length > 0 && (
              <Excerpt>
                <Highlighted segments={course.excerpt} />
              </Excerpt>
            )}
            <Facts>{facts.join(" · ")}</Facts>
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
