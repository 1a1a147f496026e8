import { type CourseDetail, formatMinutes } from "@common/learning";
import CheckCircle from "@mui/icons-material/CheckCircle";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { VisuallyHidden } from "@web/lib/components/visually-hidden";
import { Link as RouterLink } from "react-router";
import { lessonPath } from "./learning-paths";
import { LESSON_KIND_LABELS, LessonKindIcon } from "./lesson-kind";

/** The course's sections and lessons, each lesson with its kind, minutes and whether it is done. */
export function CourseOutline({ course }: { course: CourseDetail }) {
  return (
    <Box component="section" aria-labelledby="course-outline">
      <Typography id="course-outline" variant="h2" gutterBottom>
        Course outline
      </Typography>
      <Stack spacing={2}>
        {course.sections.map((section) => (
          <Paper
            key={section.id}
            variant="outlined"
            component="section"
            aria-labelledby={`section-${section.id}`}
          >
            <Typography id={`section-${section.id}`} variant="h3" sx={{ px: 2, pt: 2 }}>
              {section.title}
            </Typography>
            {section.lessons.length === 0 ? (
              <Typography color="text.secondary" sx={{ p: 2 }}>
                No lessons in this section yet.
              </Typography>
            ) : (
              <List aria-labelledby={`section-${section.id}`}>
                {section.lessons.map((lesson) => (
                  <ListItem key={lesson.id} disablePadding>
                    <ListItemButton component={RouterLink} to={lessonPath(course.id, lesson.id)}>
                      <ListItemIcon sx={{ minWidth: 40 }}>
                        <LessonKindIcon kind={lesson.kind} />
                      </ListItemIcon>
                      <ListItemText
                        primary={`${lesson.number}. ${lesson.title}`}
                        secondary={`${LESSON_KIND_LABELS[lesson.kind]} · ${formatMinutes(lesson.minutes)}`}
                        slotProps={{ primary: { sx: { overflowWrap: "anywhere" } } }}
                      />
                      {lesson.completed && (
                        <>
                          <CheckCircle color="success" aria-hidden="true" sx={{ ml: 1 }} />
                          <VisuallyHidden>Completed</VisuallyHidden>
                        </>
                      )}
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
