import type { ContentDetail, ContentKind } from "@common/content";
import SearchOffOutlined from "@mui/icons-material/SearchOffOutlined";
import Button from "@mui/material/Button";
import type { UseQueryResult } from "@tanstack/react-query";
import { ApiError } from "@web/lib/api-client";
import { EmptyState } from "@web/lib/components/empty-state";
import { Page } from "@web/lib/components/page";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { isContentId } from "../api/content";

const WORDS: Record<ContentKind, { noun: string; list: string; path: string }> = {
  video: { noun: "video", list: "Watch", path: "/watch" },
  article: { noun: "article", list: "Read", path: "/read" },
};

interface ContentLoadStateProps {
  kind: ContentKind;
  contentId: string | undefined;
  item: UseQueryResult<ContentDetail>;
  children: (item: ContentDetail) => ReactNode;
}

/** What an item's page shows before it can show the item: loading, not found, or failed. */
export function ContentLoadState({ kind, contentId, item, children }: ContentLoadStateProps) {
  const words = WORDS[kind];
  const notFound =
    !isContentId(contentId) ||
    (item.error instanceof ApiError && item.error.status === 404) ||
    (item.data !== undefined && item.data.kind !== kind);
  if (notFound) {
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
  if (item.isError) {
    return (
      <Page title={words.list} maxWidth="md">
        <QueryError
          title={`The ${words.noun} could not be loaded`}
          error={item.error}
          onRetry={() => item.refetch()}
        />
      </Page>
    );
  }
  if (!item.data) return <PageLoading label={`Loading the ${words.noun}`} />;
  return children(item.data);
}
