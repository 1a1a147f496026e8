import { BOOKMARK_KINDS, type BookmarkCollection, type BookmarkKind } from "@common/bookmarks";
import BookmarksOutlined from "@mui/icons-material/BookmarksOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import type { BookmarkFilter } from "@web/lib/bookmarks";
import { EmptyState } from "@web/lib/components/empty-state";
import { LoadMore } from "@web/lib/components/load-more";
import { Page } from "@web/lib/components/page";
import { PageLoading } from "@web/lib/components/page-loading";
import { SectionBoundary } from "@web/lib/components/query-boundary";
import type { ReactNode } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { bookmarkFilter, useSuspenseBookmarks } from "../api/bookmarks";
import { useCollections } from "../api/collections";
import { BookmarkItem } from "../components/bookmark-item";
import { KIND_LABELS } from "../components/bookmark-kinds";
import { CollectionControls } from "../components/collection-controls";

/** The filters live in the address (?kind=video&collection=<id>), so a view can be linked and reloaded. */
function useFilterParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { kind, collectionId } = bookmarkFilter(searchParams);
  const set = (name: "kind" | "collection", value: string | null) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (value) params.set(name, value);
        else params.delete(name);
        return params;
      },
      { replace: true },
    );
  return {
    kind,
    collectionId,
    setKind: (next: BookmarkKind | null) => set("kind", next),
    setCollection: (next: string | null) => set("collection", next),
    clear: () => setSearchParams(new URLSearchParams(), { replace: true }),
  };
}

function KindFilter({
  value,
  onChange,
}: {
  value: BookmarkKind | null;
  onChange: (kind: BookmarkKind | null) => void;
}) {
  const options: { kind: BookmarkKind | null; label: string }[] = [
    { kind: null, label: "All" },
    ...BOOKMARK_KINDS.map((kind) => ({ kind, label: KIND_LABELS[kind].many })),
  ];
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }} role="group" aria-label="Show">
      {options.map((option) => {
        const selected = option.kind === value;
        return (
          <Chip
            key={option.kind ?? "all"}
            label={option.label}
            clickable
            color={selected ? "primary" : "default"}
            variant={selected ? "filled" : "outlined"}
            aria-pressed={selected}
            onClick={() => onChange(option.kind)}
          />
        );
      })}
    </Stack>
  );
}

/** What an empty list says: how bookmarks get here, for the filter that is on. */
function EmptyBookmarks({
  kind,
  collection,
  onShowAll,
}: {
  kind: BookmarkKind | null;
  collection: BookmarkCollection | undefined;
  onShowAll: () => void;
}) {
  if (!kind && !collection) {
    return (
      <EmptyState
        Icon={BookmarksOutlined}
        title="Nothing bookmarked yet"
        action={
          <Button component={RouterLink} to="/companies" variant="outlined">
            Browse companies
          </Button>
        }
      >
        Use the bookmark button on posts, videos, articles, events and company pages to keep them here.
      </EmptyState>
    );
  }
  const what = kind ? `bookmarked ${KIND_LABELS[kind].many.toLowerCase()}` : "bookmarks";
  return (
    <EmptyState
      Icon={BookmarksOutlined}
      title={collection ? `No ${what} in “${collection.name}”` : `No ${what} yet`}
      action={
        <Button variant="outlined" onClick={onShowAll}>
          Show all bookmarks
        </Button>
      }
    >
      {collection
        ? "Use the move button on a bookmark to file it in this collection."
        : `${KIND_LABELS[kind ?? "post"].many} you bookmark will appear here.`}
    </EmptyState>
  );
}

export function BookmarksPage() {
  const filter = useFilterParams();
  const collections = useCollections();
  const collection = filter.collectionId
    ? collections.data?.items.find((candidate) => candidate.id === filter.collectionId)
    : undefined;
  // A collection named in the address that is not the member's (deleted since, or mistyped).
  const collectionGone = Boolean(filter.collectionId) && collections.isSuccess && !collection;

  let content: ReactNode;
  if (collectionGone) {
    content = (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => filter.setCollection(null)}>
            Show all bookmarks
          </Button>
        }
      >
        This collection does not exist any more.
      </Alert>
    );
  } else if (filter.collectionId && collections.isPending) {
    // Whether the collection is still there decides whether to ask for its bookmarks.
    content = <PageLoading label="Loading bookmarks" />;
  } else {
    content = (
      <SectionBoundary
        key={`${filter.kind} ${filter.collectionId}`}
        loadingLabel="Loading bookmarks"
        errorTitle="Your bookmarks could not be loaded"
      >
        <BookmarkList
          filter={{ kind: filter.kind, collectionId: filter.collectionId }}
          collection={collection}
          collections={collections.data?.items ?? []}
          onShowAll={filter.clear}
        />
      </SectionBoundary>
    );
  }

  return (
    <Page
      title="Bookmarks"
      intro="Posts, videos, articles and companies you keep to come back to, filed in collections of your own."
    >
      <Stack spacing={2} sx={{ mb: 3 }}>
        <KindFilter value={filter.kind} onChange={filter.setKind} />
        <CollectionControls collections={collections} selected={collection} onSelect={filter.setCollection} />
      </Stack>
      {content}
    </Page>
  );
}

function BookmarkList({
  filter,
  collection,
  collections,
  onShowAll,
}: {
  filter: BookmarkFilter;
  collection: BookmarkCollection | undefined;
  collections: BookmarkCollection[];
  onShowAll: () => void;
}) {
  const bookmarks = useSuspenseBookmarks(filter);
  const items = bookmarks.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <EmptyBookmarks kind={filter.kind} collection={collection} onShowAll={onShowAll} />;
  }
  return (
    <>
      <Stack component="ul" spacing={2} aria-label="Bookmarks" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {items.map((bookmark) => (
          <li key={bookmark.id}>
            <BookmarkItem
              bookmark={bookmark}
              collections={collections}
              shownCollectionId={collection?.id ?? null}
            />
          </li>
        ))}
      </Stack>
      <LoadMore
        hasMore={bookmarks.hasNextPage}
        loading={bookmarks.isFetchingNextPage}
        onLoadMore={() => bookmarks.fetchNextPage()}
        label="Load more bookmarks"
      />
    </>
  );
}
