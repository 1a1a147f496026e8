// The account files of a company (DESIGN.md section 7), for its admins: upload a CSV of target
// accounts, import it, follow the import's progress and read what became of each row, and see the
// accounts the company tracks. It has no page of its own; the company's admin area mounts it.

import type { AccountFile } from "@common/account-files";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { useNotify } from "@web/lib/use-notify";
import { useId, useState } from "react";
import { useAccountFiles, useStartImport } from "../api/account-files";
import { DeleteAccountFileDialog, RenameAccountFileDialog } from "./account-file-dialogs";
import { AccountFileList } from "./account-file-list";
import { AccountFileUpload } from "./account-file-upload";
import { ImportReport } from "./import-report";
import { TrackedAccountList } from "./tracked-account-list";

interface ShownImport {
  importId: string;
  fileName: string | null;
}

export function AccountFilesPanel({ companyId }: { companyId: string }) {
  const files = useAccountFiles(companyId);
  const startImport = useStartImport(companyId);
  const notify = useNotify();
  const headingId = useId();
  const [chosen, setChosen] = useState<ShownImport | null>(null);
  const [renaming, setRenaming] = useState<AccountFile | null>(null);
  const [deleting, setDeleting] = useState<AccountFile | null>(null);
  const items = files.data?.pages.flatMap((page) => page.items) ?? [];

  // Until the member picks an import, the newest one is shown, so coming back to the panel finds
  // the progress or the report of what was imported last.
  const newest = items.reduce<AccountFile | null>((found, file) => {
    if (!file.latestImport) return found;
    if (!found?.latestImport || file.latestImport.createdAt > found.latestImport.createdAt) return file;
    return found;
  }, null);
  const shown: ShownImport | null =
    chosen ?? (newest?.latestImport ? { importId: newest.latestImport.id, fileName: newest.name } : null);
  const shownFileName =
    items.find((file) => file.latestImport?.id === shown?.importId)?.name ?? shown?.fileName ?? null;

  function start(file: AccountFile) {
    startImport.mutate(file.id, {
      onSuccess: (started) => {
        setChosen({ importId: started.id, fileName: file.name });
        notify.snackbar(`The import of ${file.name} has started.`);
      },
    });
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" component="h2" gutterBottom>
        Account files
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        Upload a list of your target accounts and import it: each row that names a company on Summit adds that
        company to your tracked accounts, and the report says why any other row was left out.
      </Typography>
      <AccountFileUpload companyId={companyId} />
      {shown && (
        <ImportReport
          key={shown.importId}
          companyId={companyId}
          importId={shown.importId}
          fileName={shownFileName}
        />
      )}
      {files.isPending ? (
        <PageLoading label="Loading the account files" />
      ) : files.isError ? (
        <QueryError
          title="The account files could not be loaded"
          error={files.error}
          onRetry={() => files.refetch()}
        />
      ) : items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography color="text.secondary">
            No account files yet. Files you upload are listed here with their number of rows and the state of
            their latest import.
          </Typography>
        </Paper>
      ) : (
        <>
          <AccountFileList
            files={items}
            startingFileId={startImport.isPending ? (startImport.variables ?? null) : null}
            onImport={start}
            onShowReport={(importId) =>
              setChosen({
                importId,
                fileName: items.find((file) => file.latestImport?.id === importId)?.name ?? null,
              })
            }
            onRename={setRenaming}
            onDelete={setDeleting}
          />
          {files.hasNextPage && (
            <Box sx={{ display: "flex", justifyContent: "center", mt: 2 }}>
              <Button
                variant="outlined"
                loading={files.isFetchingNextPage}
                onClick={() => files.fetchNextPage()}
              >
                Load more account files
              </Button>
            </Box>
          )}
        </>
      )}
      <Box sx={{ mt: 4 }}>
        <TrackedAccountList companyId={companyId} />
      </Box>
      {renaming && (
        <RenameAccountFileDialog companyId={companyId} file={renaming} onClose={() => setRenaming(null)} />
      )}
      {deleting && (
        <DeleteAccountFileDialog companyId={companyId} file={deleting} onClose={() => setDeleting(null)} />
      )}
    </Box>
  );
}
