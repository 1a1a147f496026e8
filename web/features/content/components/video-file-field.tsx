import UploadFile from "@mui/icons-material/UploadFile";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Typography from "@mui/material/Typography";
import { formatDuration, formatFileSize } from "@web/lib/format";
import { acceptedTypes, uploadHint } from "@web/lib/uploads";
import { useId, useRef } from "react";

export interface ChosenVideo {
  file: File;
  /** Read by the browser when it can; null until known or when the file does not say. */
  durationSeconds: number | null;
}

interface VideoFileFieldProps {
  chosen: ChosenVideo | null;
  /** When editing: what happens to the video already published. */
  current?: string;
  error?: string;
  onChoose: (file: File) => void;
}

/** The video file, uploaded when the form is sent. */
export function VideoFileField({ chosen, current, error, onChoose }: VideoFileFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const label = current || chosen ? "Choose another video" : "Choose video";
  const helperId = useId();
  return (
    <Box sx={{ my: 2 }}>
      <Button
        variant="outlined"
        startIcon={<UploadFile />}
        onClick={() => fileInput.current?.click()}
        aria-describedby={helperId}
      >
        {label}
      </Button>
      <input
        ref={fileInput}
        type="file"
        hidden
        aria-label={label}
        accept={acceptedTypes("video")}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onChoose(file);
        }}
      />
      {chosen ? (
        <Typography sx={{ mt: 1, overflowWrap: "anywhere" }}>
          {chosen.file.name} · {formatFileSize(chosen.file.size)}
          {chosen.durationSeconds !== null && ` · ${formatDuration(chosen.durationSeconds)}`}
        </Typography>
      ) : (
        current && <Typography sx={{ mt: 1 }}>{current}</Typography>
      )}
      <FormHelperText id={helperId} error={Boolean(error)}>
        {error ?? uploadHint("video")}
      </FormHelperText>
    </Box>
  );
}
