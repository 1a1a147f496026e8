import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useIsMutating } from "@tanstack/react-query";
import { SIGN_IN_MUTATION_KEY } from "@web/lib/session";

/**
 * Covers the page while a sign-in (or a sign-up, which signs in) is under way. A plain fixed layer
 * rather than MUI's Backdrop, whose fade would bring the transition library to every first load.
 */
export function SignInOverlay() {
  const signingIn = useIsMutating({ mutationKey: SIGN_IN_MUTATION_KEY }) > 0;
  return (
    <Box
      sx={{
        display: signingIn ? "flex" : "none",
        position: "fixed",
        inset: 0,
        alignItems: "center",
        justifyContent: "center",
        color: "#fff",
        bgcolor: "rgba(6, 26, 61, 0.85)",
        zIndex: (theme) => theme.zIndex.modal + 1,
      }}
    >
      {/* The live region stays mounted so that screen readers announce the text when it appears. */}
      <Box
        role="status"
        aria-live="polite"
        sx={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 2 }}
      >
        {signingIn && (
          <>
            <CircularProgress color="inherit" aria-hidden="true" />
            <Typography variant="h6" component="p">
              Hang tight! We're logging you in...
            </Typography>
          </>
        )}
      </Box>
    </Box>
  );
}
