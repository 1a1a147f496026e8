import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";

/** A centred spinner that says what is loading. */
export function PageLoading({ label = "Loading" }: { label?: string }) {
  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
