// Where a course stands and what to do with it as a whole: a draft is published (after saying who
// will see it), a published course is viewed; either is deleted.

import type { CourseDetail } from "@common/learning";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import OpenInNew from "@mui/icons-material/OpenInNew";
import PublishOutlined from "@mui/icons-material/PublishOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { errorMessage } from "@web/lib/api-client";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { useNotify } from "@web/lib/use-notify";
import { useId, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { useDeleteCourse, usePublishCourse } from "../../api/course-editor";

export function CourseActions({ course }: { course: CourseDetail }) {
  const [asking, setAsking] = useState<"publish" | "delete" | null>(null);
  const publisher = course.company?.name ?? "Summit";
  const published = course.status === "published";
  return (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={2}
      sx={{ alignItems: { sm: "center" }, justifyContent: "space-between", mb: 3 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }} useFlexGap>
        <Chip
          label={published ? "Published" : "Draft"}
          color={published ? "success" : "default"}
          variant={published ? "filled" : "outlined"}
        />
        <Typography color="text.secondary">
          {published
            ? `Members see it in the catalogue, published by ${publisher}.`
            : `Only ${publisher === "Summit" ? "Summit's platform admins" : `${publisher}'s admins`} see this draft.`}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: "wrap" }} useFlexGap>
        {published ? (
          <Button
            variant="contained"
            component={RouterLink}
            to={`/courses/${course.id}`}
            startIcon={<OpenInNew />}
          >
            View course
          </Button>
        ) : (
          <Button variant="contained" startIcon={<PublishOutlined />} onClick={() => setAsking("publish")}>
            Publish
          </Button>
        )}
        <Button color="error" startIcon={<DeleteOutlined />} onClick={() => setAsking("delete")}>
          Delete course
        </Button>
      </Stack>
      {asking === "publish" && <PublishDialog course={course} onClose={() => setAsking(null)} />}
      {asking === "delete" && <DeleteDialog course={course} onClose={() => setAsking(null)} />}
    </Stack>
  );
}

/** Asks before publishing; what the server refuses (no lesson, a plan without courses) is said here. */
function PublishDialog({ course, onClose }: { course: CourseDetail; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  const notify = useNotify();
  const publish = usePublishCourse(course.id);
  // Counted from the outline the editor shows, which is what will be published.
  const lessons = course.sections.reduce((total, section) => total + section.lessons.length, 0);
  return (
    <ResponsiveDialog
      open
      onClose={publish.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullScreen={false}
    >
      <DialogTitle id={titleId}>Publish {course.title}?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          Members will see the course in the catalogue and can enrol in it
          {lessons > 0 ? `: its ${lessons === 1 ? "lesson" : `${lessons} lessons`} as they are now` : ""}. You
          can still change it afterwards; members who enrolled hear of new lessons.
        </DialogContentText>
        {publish.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(publish.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={publish.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          loading={publish.isPending}
          onClick={() =>
            publish.mutate(undefined, {
              onSuccess: (saved) => {
                notify.snackbar(`${saved.title} is published.`);
                onClose();
              },
            })
          }
        >
          Publish course
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

function DeleteDialog({ course, onClose }: { course: CourseDetail; onClose: () => void }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const remove = useDeleteCourse(course.id);
  return (
    <ConfirmDialog
      open
      title={`Delete ${course.title}?`}
      confirmLabel="Delete course"
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            notify.snackbar(`${course.title} is deleted.`);
            navigate("/courses/mine", { replace: true });
          },
        })
      }
      onClose={onClose}
    >
      {course.status === "published"
        ? "The course, its lessons and every member's progress in it go. Certificates already issued stay valid. This cannot be undone."
        : "The draft and its lessons go; the videos and articles stay in the library. This cannot be undone."}
    </ConfirmDialog>
  );
}
