// What is trending in the selected community, shown when nothing is searched.

import { findHub } from "@common/hub-list";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryBoundary } from "@web/lib/components/query-boundary";
import { QueryError } from "@web/lib/components/query-error";
import type { ReactNode } from "react";
import { useSuspenseTrending } from "../api/discover";
import { CompanyResult, ContentResult, CourseResult, EventResult, PostResult } from "./result-cards";
import { ResultList } from "./result-list";

function TrendSection<T extends { id: string }>({
  id,
  title,
  items,
  empty,
  render,
}: {
  id: string;
  title: string;
  items: T[];
  empty: string;
  render: (item: T) => ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={`trending-${id}-heading`}>
      <Typography variant="h2" id={`trending-${id}-heading`} sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <ResultList label={title} items={items} render={render} />
      )}
    </Box>
  );
}

export function Trending({ signedIn }: { signedIn: boolean }) {
  return (
    <QueryBoundary
      loading={
        // A screen high, so that what follows the list does not show and then jump down when it arrives.
        <Box sx={{ minHeight: "100vh" }}>
          <PageLoading label="Loading what is trending" />
        </Box>
      }
      failed={(error, retry) => (
        <QueryError title="What is trending could not be loaded" error={error} onRetry={retry} />
      )}
    >
      <TrendingLists signedIn={signedIn} />
    </QueryBoundary>
  );
}

function TrendingLists({ signedIn }: { signedIn: boolean }) {
  const { hub, posts, videos, articles, companies, events, courses } = useSuspenseTrending();
  const hubName = findHub(hub)?.name ?? hub;
  return (
    <Stack spacing={4}>
      <Typography color="text.secondary">
        Trending in the <strong>{hubName}</strong> community. Search above to find anything on Summit.
      </Typography>
      <TrendSection
        id="posts"
        title="Most discussed this week"
        items={posts}
        empty={
          signedIn
            ? `Posts in ${hubName} with the most comments and reactions of the last 7 days appear here.`
            : `Company posts in ${hubName} with the most comments and reactions of the last 7 days appear here.`
        }
        render={(post) => <PostResult post={post} />}
      />
      {events && (
        <TrendSection
          id="events"
          title="Upcoming events"
          items={events}
          empty={`Events for ${hubName} appear here once they are announced.`}
          render={(event) => <EventResult event={event} />}
        />
      )}
      {courses && (
        <TrendSection
          id="courses"
          title="New courses"
          items={courses}
          empty={`Courses for ${hubName} appear here once they are published.`}
          render={(course) => <CourseResult course={course} />}
        />
      )}
      <TrendSection
        id="videos"
        title="Popular videos"
        items={videos}
        empty={`The most watched new videos for ${hubName} appear here once they are published.`}
        render={(video) => <ContentResult content={video} />}
      />
      <TrendSection
        id="articles"
        title="Popular articles"
        items={articles}
        empty={`The most read new articles for ${hubName} appear here once they are published.`}
        render={(article) => <ContentResult content={article} />}
      />
      <TrendSection
        id="companies"
        title="Most followed companies"
        items={companies}
        empty="Companies with a public page appear here, those with the most followers first."
        render={(company) => <CompanyResult company={company} />}
      />
    </Stack>
  );
}
