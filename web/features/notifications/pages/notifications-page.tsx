import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import { EmptyState } from "../../../lib/components/empty-state";
import { Page } from "../../../lib/components/page";

export function NotificationsPage() {
  return (
    <Page title="Notifications">
      <EmptyState Icon={NotificationsOutlined} title="Your notifications will appear here">
        Comments on your posts, meeting requests and their answers, company admin requests and new events in
        your community will appear here once notifications are available.
      </EmptyState>
    </Page>
  );
}
