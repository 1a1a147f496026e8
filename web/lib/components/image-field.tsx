// An image uploaded as soon as it is chosen (a product picture, a cover); the form then saves the
// upload's id. The caller draws the preview.

import type { Upload } from "@common/uploads";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import PhotoCamera from "@mui/icons-material/PhotoCamera";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import { type ChangeEvent, type ReactNode, useRef } from "react";
import { acceptedTypes, uploadFile, uploadHint, uploadProblem } from "../uploads";
import { useNotify } from "../use-notify";

interface ImageFieldProps {
  /** The image as it is now, drawn by the caller (the saved one, a fresh upload, or a placeholder). */
  preview: ReactNode;
  hasImage: boolean;
  /** The upload button's name ("Upload cover image"). */
  label: string;
  removeLabel: string;
  /** Said after the size and type limits: where the image is shown. */
  note?: string;
  onUploaded: (upload: Upload) => void;
  onRemove: () => void;
}

export function ImageField({
  preview,
  hasImage,
  label,
  removeLabel,
  note,
  onUploaded,
  onRemove,
}: ImageFieldProps) {
  const upload = useMutation({ mutationFn: (file: File) => uploadFile("image", file) });
  const notify = useNotify();
  const fileInput = useRef<HTMLInputElement>(null);

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
      {preview}
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
          {hasImage && (
            <Button size="small" startIcon={<DeleteOutlined />} onClick={onRemove}>
              {removeLabel}
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
          {uploadHint("image")}
          {note && ` ${note}`}
        </Typography>
      </div>
    </Stack>
  );
}
