import type { AccountFile, AccountImport } from "@common/account-files";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip, { type ChipProps } from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatCount, formatDate } from "@web/lib/format";
import { isImportActive } from "../api/account-imports";

/** What the latest import of a file says about it, in a word or two. */
export function importStatusLabel(latest: AccountImport | null): {
  label: string;
  color: ChipProps["color"];
} {
  if (!latest) return { label: "Not imported yet", color: "default" };
  switch (latest.status) {
    case "queued":
      return { label: "Import queued", color: "info" };
    case "running": {
      const percent = latest.totalRows ? Math.floor((latest.processedRows / latest.totalRows) * 100) : 0;
      return { label: `Importing, ${percent}%`, color: "info" };
    }
    case "completed":
      return { label: `Imported ${formatDate(latest.finishedAt ?? latest.createdAt)}`, color: "success" };
    case "failed":
      return { label: "Import failed", color: "error" };
  }
}

interface AccountFileListProps {
  files: AccountFile[];
  /** The file whose import is being started right now. */
  startingFileId: string | null;
  onImport: (file: AccountFile) => void;
  onShowReport: (importId: string) => void;
  onRename: (file: AccountFile) => void;
  onDelete: (file: AccountFile) => void;
}

export function AccountFileList({
  files,
  startingFileId,
  onImport,
  onShowReport,
  onRename,
  onDelete,
}: AccountFileListProps) {
  return (
    <List aria-label="Account files" disablePadding>
      {files.map((file) => {
        const latest = file.latestImport;
        const status = importStatusLabel(latest);
        const active = latest !== null && isImportActive(latest.status);
        const uploaded = [
          formatCount(file.rowCount, "row", "rows"),
          `uploaded ${formatDate(file.createdAt)}`,
          file.uploadedBy ? `by ${file.uploadedBy.name}` : null,
        ]
          .filter(Boolean)
          .join(" · ");
        return (
          <ListItem key={file.id} divider sx={{ display: "block", px: 0, py: 2 }}>
            <Stack
              direction={{ xs: "column", sm: "row" }}
              spacing={1}
              useFlexGap
              sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle1" component="p" sx={{ overflowWrap: "anywhere" }}>
                  {file.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {uploaded}
                </Typography>
              </Box>
              <Chip
                size="small"
                label={status.label}
                color={status.color}
                sx={{ alignSelf: { xs: "flex-start", sm: "center" } }}
              />
            </Stack>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", mt: 1 }}>
              <Button
                size="small"
                variant="contained"
                disabled={active}
                loading={startingFileId === file.id}
                onClick={() => onImport(file)}
                aria-label={`Import ${file.name}`}
              >
                Import
              </Button>
              {latest && (
                <Button
                  size="small"
                  onClick={() => onShowReport(latest.id)}
                  aria-label={`${active ? "Progress" : "Report"} of the latest import of ${file.name}`}
                >
                  {active ? "Progress" : "Report"}
                </Button>
              )}
              <Button size="small" onClick={() => onRename(file)} aria-label={`Rename ${file.name}`}>
                Rename
              </Button>
              <Button
                size="small"
                color="error"
                disabled={active}
                onClick={() => onDelete(file)}
                aria-label={`Delete ${file.name}`}
              >
                Delete
              </Button>
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}
