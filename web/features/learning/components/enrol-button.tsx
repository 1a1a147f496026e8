import Button, { type ButtonProps } from "@mui/material/Button";
import { useNotify } from "@web/lib/use-notify";
import { useEnrol } from "../api/courses";

/** Enrols the member; the course's pages then show their progress and what comes next. */
export function EnrolButton({
  courseId,
  courseTitle,
  variant = "contained",
}: {
  courseId: string;
  courseTitle: string;
  variant?: ButtonProps["variant"];
}) {
  const enrol = useEnrol(courseId);
  const notify = useNotify();
  return (
    <Button
      variant={variant}
      loading={enrol.isPending}
      onClick={() =>
        enrol.mutate(undefined, { onSuccess: () => notify.snackbar(`You are enrolled in ${courseTitle}.`) })
      }
    >
      Enrol
    </Button>
  );
}
