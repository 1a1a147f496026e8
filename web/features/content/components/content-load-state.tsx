import type { ContentKind } from "@common/content";
import SearchOffOutlined from "@mui/icons-material/SearchOffOutlined";
import Button from "@mui/material/Button";
import { EmptyState } from "@web/lib/components/empty-state";
import { Page } from "@web/lib/components/page";
import type { PageHandle } from "@web/lib/page-handle";
import { Link as RouterLink } from "react-router";

const WORDS: Record<ContentKind, { noun: string; list: string; path: string }> = {
  video: { noun: "video", list: "Watch", path: "/watch" },
  article: { noun: "article", list: "Read", path: "/read" },
};

function ContentNotFound({ kind }: { kind: ContentKind }) {
  const words = WORDS[kind];
  return (
    <Page title={`This ${words.noun} is not available`} maxWidth="md">
      <EmptyState
        Icon={SearchOffOutlined}
        title={`No ${words.noun} here`}
        action={
          <Button variant="outlined" component={RouterLink} to={words.path}>
            Back to {words.list}
          </Button>
        }
      >
        {`It may have been deleted, or the link may be wrong. ${words.list} lists every ${words.noun} you can open.`}
      </EmptyState>
    </Page>
  );
}

/** What an item's page shows before it can show the item: loading, not found, or failed. */
export function contentPageHandle(kind: ContentKind): PageHandle {
  const words = WORDS[kind];
  return {
    loadingLabel: `Loading the ${words.noun}`,
    errorTitle: `The ${words.noun} could not be loaded`,
    errorHeading: words.list,
    notFound: () => <ContentNotFound kind={kind} />,
  };
}
