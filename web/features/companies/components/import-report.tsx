import type { AccountFilePage, AccountImport } from "@common/account-files";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { type InfiniteData, useQueryClient } from "@tanstack/react-query";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { formatCount, formatNumber } from "@web/lib/format";
import { useEffect, useId, useRef } from "react";
import { accountFileKeys } from "../api/account-files";
import { isImportActive, useAccountImport, useRejectedRows } from "../api/account-imports";

interface ImportReportProps {
  companyId: string;
  importId: string;
  /** The file's name, for the heading; null once the file has been deleted. */
  fileName: string | null;
}

/** One import: its progress while it runs (polled every second), then what became of the rows. */
export function ImportReport({ companyId, importId, fileName }: ImportReportProps) {
  const accountImport = useAccountImport(companyId, importId);
  const headingId = useId();
  useRefreshWhenFinished(companyId, accountImport.data);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Typography id={headingId} variant="h3" component="h3" gutterBottom sx={{ overflowWrap: "anywhere" }}>
        {fileName ? `Import of ${fileName}` : "Import of a deleted file"}
      </Typography>
      {accountImport.isPending ? (
        <PageLoading label="Loading the import" />
      ) : accountImport.isError ? (
        <QueryError
          title="The import could not be loaded"
          error={accountImport.error}
          onRetry={() => accountImport.refetch()}
        />
      ) : isImportActive(accountImport.data.status) ? (
        <ImportProgress accountImport={accountImport.data} />
      ) : accountImport.data.status === "failed" ? (
        <Alert severity="error">
          The import failed: {accountImport.data.error ?? "no reason was recorded."} Start it again with
          Import.
        </Alert>
      ) : (
        <ImportOutcome companyId={companyId} accountImport={accountImport.data} />
      )}
    </Paper>
  );
}

/**
 * Keeps the file list's status of this import in step with what polling sees, and once the import
 * ends, refreshes the lists it changed (the files and the tracked accounts).
 */
function useRefreshWhenFinished(companyId: string, accountImport: AccountImport | undefined) {
  const queryClient = useQueryClient();
  const wasActive = useRef(false);
  useEffect(() => {
    if (!accountImport) return;
    queryClient.setQueryData<InfiniteData<AccountFilePage>>(accountFileKeys.files(companyId), (files) =>
      files
        ? {
            ...files,
            pages: files.pages.map((page) => ({
              ...page,
              items: page.items.map((file) =>
                file.latestImport?.id === accountImport.id ? { ...file, latestImport: accountImport } : file,
              ),
            })),
          }
        : files,
    );
    if (isImportActive(accountImport.status)) {
      wasActive.current = true;
    } else if (wasActive.current) {
      wasActive.current = false;
      void queryClient.invalidateQueries({ queryKey: accountFileKeys.files(companyId) });
      void queryClient.invalidateQueries({ queryKey: accountFileKeys.tracked(companyId) });
    }
  }, [accountImport, companyId, queryClient]);
}

function ImportProgress({ accountImport }: { accountImport: AccountImport }) {
  const { status, processedRows, totalRows } = accountImport;
  const percent = totalRows ? Math.min(100, Math.round((processedRows / totalRows) * 100)) : 0;
  const text =
    status === "queued"
      ? "Waiting to start…"
      : `${formatNumber(processedRows)} of ${formatCount(totalRows, "row", "rows")} read`;
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Import progress"
        aria-valuetext={text}
        sx={{ height: 8, borderRadius: 1, my: 1 }}
      />
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}

function ImportOutcome({ companyId, accountImport }: { companyId: string; accountImport: AccountImport }) {
  const rejected = useRejectedRows(companyId, accountImport.id, accountImport.rejectedRows > 0);
  const rows = rejected.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: "wrap", mb: 2 }}>
        <Typography>
          <strong>{formatNumber(accountImport.importedRows)}</strong> imported
        </Typography>
        <Typography>
          <strong>{formatNumber(accountImport.rejectedRows)}</strong> rejected
        </Typography>
        <Typography color="text.secondary">
          of {formatCount(accountImport.totalRows, "row", "rows")}
        </Typography>
      </Stack>
      {accountImport.rejectedRows === 0 ? (
        <Typography color="text.secondary">Every row was imported.</Typography>
      ) : rejected.isPending ? (
        <PageLoading label="Loading the rejected rows" />
      ) : rejected.isError ? (
        <QueryError
          title="The rejected rows could not be loaded"
          error={rejected.error}
          onRetry={() => rejected.refetch()}
        />
      ) : (
        <>
          <TableContainer sx={{ overflowX: "auto" }}>
            <Table size="small" aria-label="Rejected rows">
              <TableHead>
                <TableRow>
                  <TableCell scope="col" align="right">
                    Row
                  </TableCell>
                  <TableCell scope="col">Company name</TableCell>
                  <TableCell scope="col">Domain</TableCell>
                  <TableCell scope="col">Reason</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.rowNumber}>
                    <TableCell component="th" scope="row" align="right">
                      {row.rowNumber}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: "anywhere", minWidth: 120 }}>{row.name ?? "—"}</TableCell>
                    <TableCell sx={{ overflowWrap: "anywhere", minWidth: 120 }}>
                      {row.domain ?? "—"}
                    </TableCell>
                    <TableCell sx={{ minWidth: 160 }}>
                      {row.reason ?? "rejected"}
                      {row.matchedCompany && row.reason?.startsWith("duplicate")
                        ? ` (${row.matchedCompany.name})`
                        : ""}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {rejected.hasNextPage && (
            <Box sx={{ display: "flex", justifyContent: "center", mt: 2 }}>
              <Button
                variant="outlined"
                loading={rejected.isFetchingNextPage}
                onClick={() => rejected.fetchNextPage()}
              >
                Load more rejected rows
              </Button>
            </Box>
          )}
        </>
      )}
    </>
  );
}
