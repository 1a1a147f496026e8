import OndemandVideoOutlined from "@mui/icons-material/OndemandVideoOutlined";
import { EmptyState } from "../../../lib/components/empty-state";
import { Page } from "../../../lib/components/page";

export function WatchPage() {
  return (
    <Page title="Watch">
      <EmptyState Icon={OndemandVideoOutlined} title="Videos will appear here">
        Recorded sessions, interviews and product videos will appear here once the video library is available.
      </EmptyState>
    </Page>
  );
}
