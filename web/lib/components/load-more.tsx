import Box from "@mui/material/Box";
import Button from "@mui/material/Button";

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** What more there is ("Load more products"), for a name that makes sense out of context. */
  label?: string;
}

/** The next page of a list by its cursor; gone on the last page. */
export function LoadMore({ hasMore, loading, onLoadMore, label = "Load more" }: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <Box sx={{ display: "flex", justifyContent: "center", mt: 3 }}>
      <Button variant="outlined" loading={loading} onClick={onLoadMore}>
        {label}
      </Button>
    </Box>
  );
}
