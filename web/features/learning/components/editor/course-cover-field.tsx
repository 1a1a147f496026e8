// A course's cover image: a 16:9 preview beside the upload button, as content covers look.

import type { Upload } from "@common/uploads";
import ImageOutlined from "@mui/icons-material/ImageOutlined";
import Box from "@mui/material/Box";
import { ImageField } from "@web/lib/components/image-field";

interface CourseCoverFieldProps {
  /** What the cover shows now: the saved one, a fresh upload, or none. */
  imageUrl: string | null;
  onUploaded: (upload: Upload) => void;
  onRemove: () => void;
}

export function CourseCoverField({ imageUrl, onUploaded, onRemove }: CourseCoverFieldProps) {
  return (
    <ImageField
      label={imageUrl ? "Change cover image" : "Upload cover image"}
      removeLabel="Remove cover"
      hasImage={Boolean(imageUrl)}
      note="Shown on the course's card and at the top of its page."
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
