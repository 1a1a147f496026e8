// A cover image (content items, courses): a 16:9 preview beside the upload button.

import type { Upload } from "@common/uploads";
import ImageOutlined from "@mui/icons-material/ImageOutlined";
import Box from "@mui/material/Box";
import { ImageField } from "./image-field";

interface CoverFieldProps {
  /** What the cover shows now: the saved one, a fresh upload, or none. */
  imageUrl: string | null;
  onUploaded: (upload: Upload) => void;
  onRemove: () => void;
  /** Where the cover shows. */
  note?: string;
}

export function CoverField({
  imageUrl,
  onUploaded,
  onRemove,
  note = "Shown on cards and at the top of the page.",
}: CoverFieldProps) {
  return (
    <ImageField
      label={imageUrl ? "Change cover image" : "Upload cover image"}
      removeLabel="Remove cover"
      hasImage={Boolean(imageUrl)}
      note={note}
      onUploaded={onUploaded}
      onRemove={onRemove}
      preview={
        <Box
          sx={{
            width: 160,
            aspectRatio: "16 / 9",
            borderRadius: 1,
            overflow: "hidden",
            bgcolor: "grey.200",
            display: "grid",
            placeItems: "center",
            flexShrink: 0,
          }}
        >
          {imageUrl ? (
            <Box
              component="img"
              src={imageUrl}
              alt=""
              sx={{ width: "100%", height: "100%", objectFit: "cover" }}
            />
          ) : (
            <ImageOutlined sx={{ color: "text.secondary" }} aria-hidden="true" />
          )}
        </Box>
      }
    />
  );
}
