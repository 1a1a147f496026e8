import type { CourseSummary } from "@common/learning";
import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardActions from "@mui/material/CardActions";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { BookmarkButton } from "@web/lib/components/bookmark-button";
import { Link as RouterLink } from "react-router";
import { CourseFacts } from "./course-facts";
import { CourseProgress } from "./course-progress";

/**
 * A course in a grid: its cover, facts and, once enrolled, how far the member is. The bookmark sits
 * below the card's link, as a button cannot be inside a link.
 */
export function CourseCard({
  course,
  headingLevel = "h2",
}: {
  course: CourseSummary;
  headingLevel?: "h2" | "h3";
}) {
  const { enrolment } = course;
  return (
    <Card variant="outlined" sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
      <CardActionArea
        component={RouterLink}
        to={`/courses/${course.id}`}
        sx={{ flexGrow: 1, display: "flex", flexDirection: "column", alignItems: "stretch" }}
      >
        <Box sx={{ aspectRatio: "16 / 9", bgcolor: "grey.100" }}>
          {course.coverUrl ? (
            <Box
              component="img"
              src={course.coverUrl}
              alt=""
              loading="lazy"
              sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
            />
          ) : (
            <Box sx={{ display: "grid", placeItems: "center", height: "100%" }}>
              <SchoolOutlined sx={{ fontSize: 48, color: "primary.main" }} aria-hidden="true" />
            </Box>
          )}
        </Box>
        <Stack spacing={1.5} sx={{ p: 2, flexGrow: 1 }}>
          <Typography variant="h3" component={headingLevel} sx={{ overflowWrap: "anywhere" }}>
            {course.title}
          </Typography>
          <CourseFacts course={course} />
          {course.status === "draft" && (
            <Chip label="Draft" size="small" variant="outlined" sx={{ alignSelf: "flex-start" }} />
          )}
          {enrolment &&
            (enrolment.completedAt ? (
              <Chip
                label="Completed"
                size="small"
                color="success"
                variant="outlined"
                sx={{ alignSelf: "flex-start" }}
              />
            ) : (
              <CourseProgress
                completedLessons={enrolment.completedLessons}
                lessonCount={course.lessonCount}
              />
            ))}
        </Stack>
      </CardActionArea>
      {course.status === "published" && (
        <CardActions sx={{ justifyContent: "flex-end", pt: 0 }}>
          <BookmarkButton
            kind="course"
            targetId={course.id}
            bookmarked={course.bookmarked}
            label={course.title}
          />
        </CardActions>
      )}
    </Card>
  );
}
