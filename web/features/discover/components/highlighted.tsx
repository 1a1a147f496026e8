import type { Highlight } from "@common/discover";
import Box from "@mui/material/Box";

/** The plain text of a highlight, for names and labels. */
export function highlightText(segments: Highlight): string {
  return segments.map((segment) => segment.text).join("");
}

/** Text with the parts that match the search marked; segments are text, never markup. */
export function Highlighted({ segments }: { segments: Highlight }) {
  let offset = 0;
  return (
    <>
      {segments.map((segment) => {
        const key = offset;
        offset += segment.text.length;
        return segment.match ? (
          <Box
            key={key}
            component="mark"
            sx={{ bgcolor: "rgba(255, 202, 40, 0.45)", color: "inherit", borderRadius: 0.5, px: 0.25 }}
          >
            {segment.text}
          </Box>
        ) : (
          <span key={key}>{segment.text}</span>
        );
      })}
    </>
  );
}
