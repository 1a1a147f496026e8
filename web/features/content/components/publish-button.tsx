import type { ContentKind } from "@common/content";
import Add from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { usePublishers } from "../api/publishers";
import { ContentDialog } from "./content-dialog";

/**
 * Offered to those who may publish: platform admins and company admins. Those same people write
 * courses from the library's videos and articles, so their courses are a step away.
 */
export function PublishButton({ kind }: { kind: ContentKind }) {
  const publishers = usePublishers();
  const [open, setOpen] = useState(false);
  if (publishers.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
      <Button component={RouterLink} to="/courses/mine" variant="outlined">
        My courses
      </Button>
      <Button variant="contained" startIcon={<Add />} onClick={() => setOpen(true)}>
        {kind === "video" ? "Publish video" : "Publish article"}
      </Button>
      {open && <ContentDialog kind={kind} onClose={() => setOpen(false)} />}
    </Stack>
  );
}
