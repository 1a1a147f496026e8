import EventOutlined from "@mui/icons-material/EventOutlined";
import type { Company } from "../../../../common/companies";
import { EmptyState } from "../../../lib/components/empty-state";

/** Events are not on Summit yet; the tab says what will come rather than showing anything invented. */
export function EventsTab({ company }: { company: Company }) {
  return (
    <EmptyState Icon={EventOutlined} title="No events yet">
      Events that {company.name} hosts or sponsors will appear here once events are available on Summit.
    </EmptyState>
  );
}
