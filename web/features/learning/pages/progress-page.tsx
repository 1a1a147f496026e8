// /progress: the member's courses in progress and completed, their certificates, their learning
// week by week, and courses suggested from their community and interests.

import type { ProgressOverview } from "@common/learning";
import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { EmptyState } from "@web/lib/components/empty-state";
import { Page } from "@web/lib/components/page";
import type { PageHandle } from "@web/lib/page-handle";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { useSuspenseProgress } from "../api/progress";
import { CertificateList } from "../components/certificate-list";
import { CourseCard } from "../components/course-card";
import { LearningActivity } from "../components/learning-activity";
import { ProgressCourseCard } from "../components/progress-course-card";

export const handle: PageHandle = {
  loadingLabel: "Loading your progress",
  errorTitle: "Your progress could not be loaded",
  errorHeading: "Progress",
};

const browse = (
  <Button component={RouterLink} to="/courses" variant="contained">
    Browse courses
  </Button>
);

export function ProgressPage() {
  const progress = useSuspenseProgress();
  return (
    <Page title="Progress" intro="The courses you follow, how far you are in each, and your certificates.">
      <Stack spacing={5}>
        <Box>{browse}</Box>
        <ProgressSection id="in-progress" title="In progress">
          {progress.inProgress.length > 0 ? (
            <CourseGrid courses={progress.inProgress} label="Courses in progress" />
          ) : (
            <EmptyState Icon={SchoolOutlined} title="No course in progress" action={browse}>
              {progress.completed.length > 0
                ? "You have finished every course you enrolled in. Find the next one in the catalogue."
                : "Courses you enrol in appear here with how far you are and the lesson to continue with. Find one in the catalogue."}
            </EmptyState>
          )}
        </ProgressSection>
        <LearningActivity activity={progress.activity} />
        <ProgressSection id="completed" title="Completed">
          {progress.completed.length > 0 ? (
            <CourseGrid courses={progress.completed} label="Completed courses" />
          ) : (
            <Typography color="text.secondary">
              Courses you complete appear here, with the date and a link to their certificate.
            </Typography>
          )}
        </ProgressSection>
        <ProgressSection id="certificates" title="Certificates">
          {progress.certificates.length > 0 ? (
            <CertificateList certificates={progress.certificates} />
          ) : (
            <Typography color="text.secondary">
              Completing a course earns a certificate that anyone can verify by its link.
            </Typography>
          )}
        </ProgressSection>
        <ProgressSection id="suggestions" title="Suggested for you">
          {progress.suggestions.length > 0 ? (
            <Grid
              container
              spacing={2}
              component="ul"
              aria-label="Suggested courses"
              sx={{ listStyle: "none", p: 0, m: 0 }}
            >
              {progress.suggestions.map((course) => (
                <Grid key={course.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
                  <CourseCard course={course} headingLevel="h3" />
                </Grid>
              ))}
            </Grid>
          ) : (
            <Typography color="text.secondary">
              Courses for your community and the subjects you read about appear here once they are published.
            </Typography>
          )}
        </ProgressSection>
      </Stack>
    </Page>
  );
}

function ProgressSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function CourseGrid({ courses, label }: { courses: ProgressOverview["inProgress"]; label: string }) {
  return (
    <Grid container spacing={2} component="ul" aria-label={label} sx={{ listStyle: "none", p: 0, m: 0 }}>
      {courses.map((course) => (
        <Grid key={course.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
          <ProgressCourseCard course={course} />
        </Grid>
      ))}
    </Grid>
  );
}
