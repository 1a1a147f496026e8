import Link from "@mui/material/Link";

/** The first thing a keyboard reaches: a jump past the bar to the page itself. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <Link
      href={`#${targetId}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      sx={{
        position: "absolute",
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        p: 1,
        bgcolor: "background.paper",
        "&:focus": { top: 8 },
      }}
    >
      Skip to main content
    </Link>
  );
}
