import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import { EmptyState } from "@web/lib/components/empty-state";
import { Page } from "@web/lib/components/page";

export function ProgressPage() {
  return (
    <Page title="Progress">
      <EmptyState Icon={SchoolOutlined} title="Your courses will appear here">
        The courses you follow, with the lessons you have completed out of all their lessons, will appear here
        once courses are available.
      </EmptyState>
    </Page>
  );
}
