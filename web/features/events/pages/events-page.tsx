import EventOutlined from "@mui/icons-material/EventOutlined";
import { EmptyState } from "../../../lib/components/empty-state";
import { Page } from "../../../lib/components/page";

export function EventsPage() {
  return (
    <Page title="Events">
      <EmptyState Icon={EventOutlined} title="Events will appear here">
        Upcoming events in your community, their sessions and the meetings you accept at them will appear here
        once events are available.
      </EmptyState>
    </Page>
  );
}
