// /courses: the published courses, newest first, narrowed by community, intent type, author, length
// and words in their title or summary.

import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import { EmptyState } from "@web/lib/components/empty-state";
import { LoadMore } from "@web/lib/components/load-more";
import { Page } from "@web/lib/components/page";
import { SectionBoundary } from "@web/lib/components/query-boundary";
import type { PageHandle } from "@web/lib/page-handle";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { useSuspenseCatalogue } from "../api/courses";
import type { CourseFilters } from "../api/learning-keys";
import { CourseCard } from "../components/course-card";
import { CourseFilterBar, useCourseFilterParams } from "../components/course-filters";

export const handle: PageHandle = {
  loadingLabel: "Loading courses",
  errorTitle: "The courses could not be loaded",
  errorHeading: "Courses",
};

export function CoursesPage() {
  const { filters, setFilter, clear } = useCourseFilterParams();
  const [search, setSearch] = useState("");
  const settledSearch = useDebouncedValue(search.trim());
  const catalogue: CourseFilters = { ...filters, search: settledSearch };
  return (
    <Page
      title="Courses"
      intro="Short courses from Summit and the companies on it: videos, articles and quizzes, with a certificate at the end."
    >
      <Button component={RouterLink} to="/progress" variant="outlined" sx={{ mb: 3 }}>
        Your progress
      </Button>
      <CourseFilterBar
        filters={filters}
        onFilterChange={setFilter}
        search={search}
        onSearchChange={setSearch}
      />
      <SectionBoundary
        key={JSON.stringify(catalogue)}
        loadingLabel="Loading courses"
        errorTitle="The courses could not be loaded"
      >
        <CourseList
          filters={catalogue}
          onClearFilters={() => {
            clear();
            setSearch("");
          }}
        />
      </SectionBoundary>
    </Page>
  );
}

function CourseList({ filters, onClearFilters }: { filters: CourseFilters; onClearFilters: () => void }) {
  const catalogue = useSuspenseCatalogue(filters);
  const courses = catalogue.data.pages.flatMap((page) => page.items);
  if (courses.length === 0) {
    const filtered = Object.values(filters).some(Boolean);
    return filtered ? (
      <EmptyState
        Icon={SchoolOutlined}
        title="No courses match"
        action={
          <Button variant="outlined" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      >
        No published course matches these filters. Try others, or clear them to see every course.
      </EmptyState>
    ) : (
      <EmptyState Icon={SchoolOutlined} title="No courses yet">
        Courses appear here once Summit or a company publishes them.
      </EmptyState>
    );
  }
  return (
    <>
      <Grid container spacing={2} component="ul" aria-label="Courses" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {courses.map((course) => (
          <Grid key={course.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <CourseCard course={course} />
          </Grid>
        ))}
      </Grid>
      <LoadMore
        hasMore={catalogue.hasNextPage}
        loading={catalogue.isFetchingNextPage}
        onLoadMore={() => catalogue.fetchNextPage()}
        label="Load more courses"
      />
    </>
  );
}
