import type { Company } from "@common/companies";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import PhotoCamera from "@mui/icons-material/PhotoCamera";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { CompanyLogo } from "@web/lib/components/company-logo";
import { acceptedTypes, uploadHint, uploadProblem } from "@web/lib/uploads";
import { useNotify } from "@web/lib/use-notify";
import { type ChangeEvent, useRef } from "react";
import { useUpdateCompany, useUploadCompanyLogo } from "../api/company";

export function LogoUpload({ company }: { company: Company }) {
  const upload = useUploadCompanyLogo(company.id);
  const updateCompany = useUpdateCompany(company.id);
  const notify = useNotify();
  const fileInput = useRef<HTMLInputElement>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Let the same file be chosen again after a failure.
    event.target.value = "";
    if (!file) return;
    const problem = uploadProblem("image", file);
    if (problem) {
      notify.error(problem);
      return;
    }
    upload.mutate(file, { onSuccess: () => notify.snackbar("The logo has been updated.") });
  }

  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={3} sx={{ alignItems: { sm: "center" }, mb: 2 }}>
      <CompanyLogo name={company.name} logoUrl={company.logoThumbnailUrl ?? company.logoUrl} size={96} />
      <div>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
          <Button
            variant="outlined"
            startIcon={<PhotoCamera />}
            loading={upload.isPending}
            onClick={() => fileInput.current?.click()}
          >
            Upload logo
          </Button>
          {company.logoUrl && (
            <Button
              startIcon={<DeleteOutlined />}
              loading={updateCompany.isPending}
              onClick={() =>
                updateCompany.mutate(
                  { logoUploadId: null },
                  { onSuccess: () => notify.snackbar("The logo has been removed.") },
                )
              }
            >
              Remove logo
            </Button>
          )}
        </Stack>
        {/* The button opens the file picker; the input stays out of sight and out of the tab order. */}
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-label="Upload logo"
          accept={acceptedTypes("image")}
          onChange={choose}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {uploadHint("image")}
        </Typography>
      </div>
    </Stack>
  );
}
