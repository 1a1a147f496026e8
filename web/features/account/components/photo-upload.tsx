import { PROFILE_PHOTO_MAX_BYTES } from "@common/constants";
import PhotoCamera from "@mui/icons-material/PhotoCamera";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ProfileAvatar } from "@web/lib/components/profile-avatar";
import { useUploadProfilePhoto } from "@web/lib/profile";
import { useNotify } from "@web/lib/use-notify";
import { type ChangeEvent, useRef } from "react";

const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"];
const MAX_MEGABYTES = PROFILE_PHOTO_MAX_BYTES / (1024 * 1024);

/** Why a file cannot be a profile photo, checked before uploading (the server checks again). */
export function photoProblem(file: File): string | undefined {
  if (!PHOTO_TYPES.includes(file.type)) return "Choose a JPEG, PNG or WebP image.";
  if (file.size > PROFILE_PHOTO_MAX_BYTES)
    return `The photo is too large: it may be at most ${MAX_MEGABYTES} MB.`;
  return undefined;
}

export function PhotoUpload({ photoUrl }: { photoUrl: string | null }) {
  const upload = useUploadProfilePhoto();
  const notify = useNotify();
  const fileInput = useRef<HTMLInputElement>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Let the same file be chosen again after a failure.
    event.target.value = "";
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    upload.mutate(file, { onSuccess: () => notify.snackbar("Your photo has been updated.") });
  }

  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={3} sx={{ alignItems: { sm: "center" } }}>
      <ProfileAvatar photoUrl={photoUrl} alt="Your profile photo" sx={{ width: 96, height: 96 }} />
      <div>
        <Button
          variant="outlined"
          startIcon={<PhotoCamera />}
          loading={upload.isPending}
          onClick={() => fileInput.current?.click()}
        >
          Upload photo
        </Button>
        {/* The button opens the file picker; the input stays out of sight and out of the tab order. */}
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-label="Upload photo"
          accept={PHOTO_TYPES.join(",")}
          onChange={choose}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          JPEG, PNG or WebP, at most {MAX_MEGABYTES} MB.
        </Typography>
      </div>
    </Stack>
  );
}
