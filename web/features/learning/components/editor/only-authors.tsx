import LockOutlined from "@mui/icons-material/LockOutlined";
import { EmptyState } from "@web/lib/components/empty-state";

/** Said to members who may not write courses, where the course editor or their list would be. */
export function OnlyAuthors() {
  return (
    <EmptyState Icon={LockOutlined} title="Only company admins and platform admins write courses">
      Courses are published by Summit and by the companies on it. Ask an admin of your company to write one,
      or to make you an admin.
    </EmptyState>
  );
}
