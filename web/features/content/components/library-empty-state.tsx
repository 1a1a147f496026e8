// What Watch and Read show when their list is empty: nothing about the chosen intent type (with a
// way back to everything), or nothing published yet.

import type { IntentType } from "@common/intent-types";
import type { SvgIconComponent } from "@mui/icons-material";
import Button from "@mui/material/Button";
import { EmptyState } from "@web/lib/components/empty-state";

interface LibraryEmptyStateProps {
  Icon: SvgIconComponent;
  /** "video" / "videos", "article" / "articles". */
  one: string;
  many: string;
  intentType: IntentType | null;
  onShowAll: () => void;
  /** Whether the member may publish, and what to tell those who may not. */
  canPublish: boolean;
  forReaders: string;
}

export function LibraryEmptyState({
  Icon,
  one,
  many,
  intentType,
  onShowAll,
  canPublish,
  forReaders,
}: LibraryEmptyStateProps) {
  const Many = many.charAt(0).toUpperCase() + many.slice(1);
  return intentType ? (
    <EmptyState
      Icon={Icon}
      title={`No ${many} about this yet`}
      action={
        <Button variant="outlined" onClick={onShowAll}>
          Show all {many}
        </Button>
      }
    >
      {`No ${one} is tagged ${intentType} yet. Try another intent type, or show them all.`}
    </EmptyState>
  ) : (
    <EmptyState Icon={Icon} title={`No ${many} yet`}>
      {canPublish
        ? `${Many} appear here once they are published. Publish the first with Publish ${one}.`
        : forReaders}
    </EmptyState>
  );
}
