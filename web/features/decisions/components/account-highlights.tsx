// What changed on the vendor's accounts, newest first, each as a sentence with when it happened.
import type { AccountHighlight, HighlightKind } from "@common/account-insights";
import type { IntentType } from "@common/intent-types";
import type { SvgIconComponent } from "@mui/icons-material";
import EventAvailableOutlined from "@mui/icons-material/EventAvailableOutlined";
import FlagOutlined from "@mui/icons-material/FlagOutlined";
import NotificationsNoneOutlined from "@mui/icons-material/NotificationsNoneOutlined";
import PersonAddAltOutlined from "@mui/icons-material/PersonAddAltOutlined";
import StairsOutlined from "@mui/icons-material/StairsOutlined";
import TrendingDown from "@mui/icons-material/TrendingDown";
import TrendingUp from "@mui/icons-material/TrendingUp";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import { EmptyState } from "@web/lib/components/empty-state";
import { LoadMore } from "@web/lib/components/load-more";
import { RelativeTime } from "@web/lib/components/relative-time";
import { useSuspenseAccountHighlights } from "../api/account-highlights";
import type { WhyTarget } from "../api/account-insights";
import { highlightSentence } from "./insight-labels";

const KIND_ICONS: Record<HighlightKind, SvgIconComponent> = {
  surgeStarted: TrendingUp,
  surgeEnded: TrendingDown,
  stageChanged: StairsOutlined,
  cycleShared: FlagOutlined,
  meetingAccepted: EventAvailableOutlined,
  follower: PersonAddAltOutlined,
};

interface AccountHighlightsProps {
  matchPoint: IntentType | undefined;
  onWhy: (target: WhyTarget) => void;
}

export function AccountHighlights({ matchPoint, onWhy }: AccountHighlightsProps) {
  const highlights = useSuspenseAccountHighlights(matchPoint);
  const items = highlights.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState Icon={NotificationsNoneOutlined} title="No highlights yet">
        When one of your accounts starts or stops surging, changes stage, shares a decision cycle, accepts a
        meeting with you or follows your company, it shows here.
      </EmptyState>
    );
  }
  return (
    <>
      <Paper variant="outlined">
        <List aria-label="Highlights">
          {items.map((highlight) => (
            <HighlightItem key={highlight.id} highlight={highlight} onWhy={onWhy} />
          ))}
        </List>
      </Paper>
      <LoadMore
        hasMore={highlights.hasNextPage}
        loading={highlights.isFetchingNextPage}
        onLoadMore={() => highlights.fetchNextPage()}
        label="Load more highlights"
      />
    </>
  );
}

function HighlightItem({
  highlight,
  onWhy,
}: { highlight: AccountHighlight } & Pick<AccountHighlightsProps, "onWhy">) {
  const Icon = KIND_ICONS[highlight.kind];
  const { intentType } = highlight;
  return (
    <ListItem alignItems="flex-start" divider>
      <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
        <Icon aria-hidden="true" color={highlight.kind === "surgeStarted" ? "secondary" : "primary"} />
      </ListItemIcon>
      <ListItemText
        primary={highlightSentence(highlight)}
        secondary={
          <>
            <RelativeTime iso={highlight.createdAt} />
            {intentType && (
              <Button
                size="small"
                sx={{ ml: 1, py: 0 }}
                aria-label={`Why ${highlight.account.name} scores what it does on ${intentType}`}
                onClick={() => onWhy({ companyId: highlight.account.id, intentType })}
              >
                Why
              </Button>
            )}
          </>
        }
      />
    </ListItem>
  );
}
