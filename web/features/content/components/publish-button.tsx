import type { ContentKind } from "@common/content";
import Add from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import { useState } from "react";
import { usePublishers } from "../api/publishers";
import { ContentDialog } from "./content-dialog";

/** Offered to those who may publish: platform admins and company admins. */
export function PublishButton({ kind }: { kind: ContentKind }) {
  const publishers = usePublishers();
  const [open, setOpen] = useState(false);
  if (publishers.length === 0) return null;
  return (
    <>
      <Button variant="contained" startIcon={<Add />} onClick={() => setOpen(true)} sx={{ flexShrink: 0 }}>
        {kind === "video" ? "Publish video" : "Publish article"}
      </Button>
      {open && <ContentDialog kind={kind} onClose={() => setOpen(false)} />}
    </>
  );
}
