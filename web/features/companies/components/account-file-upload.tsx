import { ACCOUNT_DOMAIN_COLUMNS, ACCOUNT_NAME_COLUMNS } from "@common/account-files";
import UploadFile from "@mui/icons-material/UploadFile";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatCount } from "@web/lib/format";
import { useNotify } from "@web/lib/use-notify";
import { useId, useRef, useState } from "react";
import { CSV_MAX_MEGABYTES, csvProblem, useAddAccountFile } from "../api/account-files";

/** Choosing a CSV and adding it as an account file: the upload, then the file that names it. */
export function AccountFileUpload({ companyId }: { companyId: string }) {
  const addFile = useAddAccountFile(companyId);
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);

  function choose(chosen: File | null) {
    const problem = chosen ? csvProblem(chosen) : undefined;
    if (problem) {
      notify.error(problem);
      setFile(null);
      if (input.current) input.current.value = "";
      return;
    }
    setFile(chosen);
  }

  function upload() {
    if (!file) return;
    addFile.mutate(file, {
      onSuccess: (added) => {
        notify.snackbar(
          `${added.name} has been added with ${formatCount(added.rowCount, "account", "accounts")}.`,
        );
        setFile(null);
        if (input.current) input.current.value = "";
      },
    });
  }

  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <Typography id={hintId} variant="body2" color="text.secondary">
        A CSV in UTF-8 of at most {CSV_MAX_MEGABYTES} MB, with a column for the company name (
        {ACCOUNT_NAME_COLUMNS.join(", ")}) or its domain ({ACCOUNT_DOMAIN_COLUMNS.join(", ")}).
      </Typography>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { sm: "center" } }}
      >
        <Button
          variant="outlined"
          startIcon={<UploadFile />}
          disabled={addFile.isPending}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          Choose CSV file
        </Button>
        {/* The button opens the picker; the input itself stays out of sight and out of the tab order. */}
        <input
          ref={input}
          type="file"
          hidden
          accept=".csv,text/csv"
          aria-label="Choose CSV file"
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <Typography variant="body2" sx={{ overflowWrap: "anywhere", flex: 1 }} aria-live="polite">
          {file ? file.name : "No file chosen"}
        </Typography>
        <Button variant="contained" disabled={!file} loading={addFile.isPending} onClick={upload}>
          Upload
        </Button>
      </Stack>
    </Stack>
  );
}
