// /courses/mine: the courses the member writes (their company's, and Summit's for platform admins),
// drafts and published, newest first, with New course.

import { COURSE_LEVEL_LABELS, type CourseSummary, formatMinutes } from "@common/learning";
import Add from "@mui/icons-material/Add";
import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSuspenseQuery } from "@tanstack/react-query";
import { EmptyState } from "@web/lib/components/empty-state";
import { LoadMore } from "@web/lib/components/load-more";
import { Page } from "@web/lib/components/page";
import { SectionBoundary } from "@web/lib/components/query-boundary";
import { VisuallyHidden } from "@web/lib/components/visually-hidden";
import type { PageHandle } from "@web/lib/page-handle";
import { profileQueryOptions } from "@web/lib/profile";
import { Link as RouterLink } from "react-router";
import { courseAuthors, useSuspenseMyCourses } from "../api/course-editor";
import { OnlyAuthors } from "../components/editor/only-authors";

export const handle: PageHandle = {
  loadingLabel: "Loading",
  errorTitle: "Your profile could not be loaded",
  errorHeading: "My courses",
};

export function MyCoursesPage() {
  const { data: profile } = useSuspenseQuery(profileQueryOptions);
  const authors = courseAuthors(profile);
  if (authors.length === 0) {
    return (
      <Page title="My courses" maxWidth="md">
        <OnlyAuthors />
      </Page>
    );
  }
  return (
    <Page
      title="My courses"
      maxWidth="md"
      intro={`Courses you write for ${authors.map((author) => author.name).join(" or ")}: drafts, which only their admins see, and published ones.`}
    >
      <Stack direction="row" sx={{ justifyContent: "flex-end", mb: 2 }}>
        <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/courses/new">
          New course
        </Button>
      </Stack>
      <SectionBoundary loadingLabel="Loading your courses" errorTitle="Your courses could not be loaded">
        <CourseList />
      </SectionBoundary>
    </Page>
  );
}

function CourseList() {
  const courses = useSuspenseMyCourses();
  const items = courses.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        Icon={SchoolOutlined}
        title="No courses yet"
        action={
          <Button variant="outlined" startIcon={<Add />} component={RouterLink} to="/courses/new">
            New course
          </Button>
        }
      >
        Courses you start appear here, first as drafts. Put videos and articles of the library in order, add
        quizzes, then publish them for members.
      </EmptyState>
    );
  }
  return (
    <>
      <Stack component="ul" spacing={2} aria-label="Your courses" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {items.map((course) => (
          <li key={course.id}>
            <CourseRow course={course} />
          </li>
        ))}
      </Stack>
      <LoadMore
        hasMore={courses.hasNextPage}
        loading={courses.isFetchingNextPage}
        onLoadMore={() => courses.fetchNextPage()}
        label="Load more courses"
      />
    </>
  );
}

function CourseRow({ course }: { course: CourseSummary }) {
  const published = course.status === "published";
  const lessons = `${course.lessonCount} ${course.lessonCount === 1 ? "lesson" : "lessons"}`;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={course.title}
      sx={{
        p: 2,
        display: "flex",
        flexDirection: { xs: "column", sm: "row" },
        gap: 2,
        alignItems: { sm: "center" },
      }}
    >
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <Chip
            size="small"
            label={published ? "Published" : "Draft"}
            color={published ? "success" : "default"}
            variant={published ? "filled" : "outlined"}
          />
          <Typography variant="body2" color="text.secondary">
            {course.company?.name ?? "Summit"}
          </Typography>
        </Stack>
        <Typography variant="h3" component="h2" sx={{ fontSize: "1.125rem", fontWeight: 600 }}>
          {course.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {COURSE_LEVEL_LABELS[course.level]} · {lessons}
          {course.lessonCount > 0 && ` · ${formatMinutes(course.minutes)}`}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button variant="outlined" component={RouterLink} to={`/courses/${course.id}/edit`}>
          Edit<VisuallyHidden> {course.title}</VisuallyHidden>
        </Button>
        {published && (
          <Button component={RouterLink} to={`/courses/${course.id}`}>
            View<VisuallyHidden> {course.title}</VisuallyHidden>
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
