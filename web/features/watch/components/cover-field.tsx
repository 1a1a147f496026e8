import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import ImageOutlined from "@mui/icons-material/ImageOutlined";
import PhotoCamera from "@mui/icons-material/PhotoCamera";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import { type ChangeEvent, useRef } from "react";
import type { Upload } from "../../../../common/uploads";
import { acceptedTypes, uploadFile, uploadHint, uploadProblem } from "../../../lib/uploads";
import { useNotify } from "../../../lib/use-notify";

interface CoverFieldProps {
  /** What the cover shows now: the saved one, a fresh upload, or none. */
  imageUrl: string | null;
  onUploaded: (upload: Upload) => void;
  onRemove: () => void;
}

/** The cover image, uploaded as soon as it is chosen; the form then saves the upload's id. */
export function CoverField({ imageUrl, onUploaded, onRemove }: CoverFieldProps) {
  const upload = useMutation({ mutationFn: (file: File) => uploadFile("image", file) });
  const notify = useNotify();
  const fileInput = useRef<HTMLInputElement>(null);
  const label = imageUrl ? "Change cover image" : "Upload cover image";

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = uploadProblem("image", file);
    if (problem) {
      notify.error(problem);
      return;
    }
    upload.mutate(file, { onSuccess: onUploaded });
  }

  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" }, my: 2 }}>
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
      <div>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<PhotoCamera />}
            loading={upload.isPending}
            onClick={() => fileInput.current?.click()}
          >
            {label}
          </Button>
          {imageUrl && (
            <Button size="small" startIcon={<DeleteOutlined />} onClick={onRemove}>
              Remove cover
            </Button>
          )}
        </Stack>
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-label={label}
          accept={acceptedTypes("image")}
          onChange={choose}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {uploadHint("image")} Shown on cards and at the top of the page.
        </Typography>
      </div>
    </Stack>
  );
}
