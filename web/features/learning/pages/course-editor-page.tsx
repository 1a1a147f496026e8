// /courses/new and /courses/:id/edit: a course's details, its outline of sections and lessons, and
// publishing. For platform admins (as Summit or for their company) and company admins (for their
// company); the server decides again on every write.

import ArrowBack from "@mui/icons-material/ArrowBack";
import LockOutlined from "@mui/icons-material/LockOutlined";
import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useSuspenseQuery } from "@tanstack/react-query";
import { EmptyState } from "@web/lib/components/empty-state";
import { Page } from "@web/lib/components/page";
import type { PageHandle } from "@web/lib/page-handle";
import { profileQueryOptions } from "@web/lib/profile";
import { type ReactNode, useId } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { courseAuthors, useSuspenseEditedCourse } from "../api/course-editor";
import { CourseActions } from "../components/editor/course-actions";
import { CourseDetailsForm } from "../components/editor/course-details-form";
import { OnlyAuthors } from "../components/editor/only-authors";
import { OutlineEditor } from "../components/editor/outline-editor";

export const newCourseHandle: PageHandle = {
  loadingLabel: "Loading",
  errorTitle: "Your profile could not be loaded",
  errorHeading: "New course",
};

export function NewCoursePage() {
  const { data: profile } = useSuspenseQuery(profileQueryOptions);
  if (courseAuthors(profile).length === 0) {
    return (
      <Page title="New course" maxWidth="md">
        <OnlyAuthors />
      </Page>
    );
  }
  return (
    <Page
      title="New course"
      maxWidth="md"
      intro="Start with what the course is about. It is saved as a draft that only you and your fellow admins see; you add its lessons next."
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <CourseDetailsForm profile={profile} />
      </Paper>
    </Page>
  );
}

export const editCourseHandle: PageHandle = {
  loadingLabel: "Loading the course",
  errorTitle: "The course could not be loaded",
  errorHeading: "Edit course",
  notFound: () => (
    <Page title="Course not found" maxWidth="md">
      <EmptyState
        Icon={SchoolOutlined}
        title="This course does not exist"
        action={
          <Button variant="outlined" component={RouterLink} to="/courses/mine">
            Go to my courses
          </Button>
        }
      >
        The link is wrong, the course was deleted, or it is a draft of a company you are not an admin of.
      </EmptyState>
    </Page>
  ),
};

export function EditCoursePage() {
  const { id } = useParams();
  const course = useSuspenseEditedCourse(id);
  const { data: profile } = useSuspenseQuery(profileQueryOptions);
  if (!course.viewerCanEdit) {
    return (
      <Page title="Edit course" maxWidth="md">
        <EmptyState
          Icon={LockOutlined}
          title="Only the publisher's admins edit this course"
          action={
            <Button variant="outlined" component={RouterLink} to={`/courses/${course.id}`}>
              View the course
            </Button>
          }
        >
          {course.title} is published by {course.company?.name ?? "Summit"}.
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page title={`Edit ${course.title}`} maxWidth="md">
      <Button component={RouterLink} to="/courses/mine" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        My courses
      </Button>
      <CourseActions course={course} />
      <EditorSection heading="Outline">
        <OutlineEditor course={course} />
      </EditorSection>
      <EditorSection heading="Details">
        <CourseDetailsForm profile={profile} course={course} />
      </EditorSection>
    </Page>
  );
}

function EditorSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, mb: 3 }}
    >
      <Typography id={headingId} variant="h2" component="h2" gutterBottom>
        {heading}
      </Typography>
      {children}
    </Paper>
  );
}
