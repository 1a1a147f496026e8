import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Inventory2Outlined from "@mui/icons-material/Inventory2Outlined";
import PhotoCamera from "@mui/icons-material/PhotoCamera";
import Avatar from "@mui/material/Avatar";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import { type ChangeEvent, useRef } from "react";
import type { Upload } from "../../../../common/uploads";
import { acceptedTypes, uploadFile, uploadHint, uploadProblem } from "../../../lib/uploads";
import { useNotify } from "../../../lib/use-notify";

interface ImageFieldProps {
  /** What the image shows now: the saved one, a fresh upload, or none. */
  imageUrl: string | null;
  label: string;
  onUploaded: (upload: Upload) => void;
  onRemove: () => void;
}

/** An image that is uploaded as soon as it is chosen; the form then saves the upload's id. */
export function ImageField({ imageUrl, label, onUploaded, onRemove }: ImageFieldProps) {
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
    <Stack direction="row" spacing={2} sx={{ alignItems: "center", my: 2 }}>
      <Avatar
        variant="rounded"
        src={imageUrl ?? undefined}
        alt=""
        sx={{ width: 64, height: 64, bgcolor: "grey.200" }}
      >
        <Inventory2Outlined sx={{ color: "text.secondary" }} aria-hidden="true" />
      </Avatar>
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
              Remove image
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
        </Typography>
      </div>
    </Stack>
  );
}
