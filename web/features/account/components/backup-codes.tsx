import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useNotify } from "@web/lib/use-notify";

/** Backup codes, shown once: each signs in once when the authenticator app is not at hand. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const notify = useNotify();
  const text = `Summit backup codes (each works once)\n\n${codes.join("\n")}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.snackbar("The backup codes were copied.");
    } catch {
      notify.error("The browser did not let us copy. Select the codes and copy them instead.");
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "summit-backup-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Alert severity="warning" sx={{ my: 2 }}>
      Keep these backup codes somewhere safe. Each one signs you in once if you do not have your authenticator
      app; they are not shown again.
      <Box
        component="ul"
        aria-label="Backup codes"
        sx={{ fontFamily: "monospace", columns: 2, listStyle: "none", pl: 0, my: 1 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" color="inherit" onClick={copy}>
          Copy codes
        </Button>
        <Button size="small" variant="outlined" color="inherit" onClick={download}>
          Download codes
        </Button>
      </Stack>
    </Alert>
  );
}
