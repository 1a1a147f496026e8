// Customer records (/admin/customers, platform admins): a contract's e-mail, plan and member data,
// written before the person signs up and met when they sign up or in with that address. Search by
// e-mail (kept in the address), add, edit and delete one at a time, or import many from a CSV file
// with a report on every row.

import {
  CreateCustomerSchema,
  CUSTOMER_EMAIL_COLUMNS,
  CUSTOMER_IMPORT_MAX_ROWS,
  CUSTOMER_PLAN_COLUMNS,
  type Customer,
  type CustomerImportReport,
  MEMBER_DATA_KEY_MAX_LENGTH,
  MEMBER_DATA_MAX_KEYS,
  MEMBER_DATA_VALUE_MAX_LENGTH,
  type MemberData,
} from "@common/customers";
import type { Plan } from "@common/plans";
import { zodResolver } from "@hookform/resolvers/zod";
import AddOutlined from "@mui/icons-material/AddOutlined";
import ContactMailOutlined from "@mui/icons-material/ContactMailOutlined";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import UploadFile from "@mui/icons-material/UploadFile";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "@web/lib/api-client";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { EmptyState } from "@web/lib/components/empty-state";
import { FormTextField } from "@web/lib/components/form-text-field";
import { LoadMore } from "@web/lib/components/load-more";
import { Page } from "@web/lib/components/page";
import { QueryError } from "@web/lib/components/query-error";
import { DialogForm, ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { ScrollableTable } from "@web/lib/components/scrollable-table";
import { downloadCsv } from "@web/lib/csv";
import { formatCount, formatDate, formatNumber } from "@web/lib/format";
import { plansQueryOptions } from "@web/lib/plans";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useNotify } from "@web/lib/use-notify";
import { useEffect, useId, useRef, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { z } from "zod";
import {
  CSV_MAX_MEGABYTES,
  customerCsvProblem,
  customerSearchFrom,
  useCustomerEdits,
  useCustomers,
  useImportCustomers,
} from "../api/customers";

// ---- Member data in a form ----------------------------------------------------------------------

/** How a member data value reads in a text field; a value the record lacks reads as empty. */
function shownValue(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}

const isKeptValue = (value: unknown): value is number | boolean | null =>
  value === null || typeof value === "number" || typeof value === "boolean";

/**
 * The form's fields as member data. A number, yes/no or empty value the record had keeps its type
 * while its text is unchanged, so that saving the plan alone does not turn 12 into "12".
 */
function toMemberData(fields: FieldValue[], before: Customer["memberData"]): MemberData | null {
  if (fields.length === 0) return null;
  const data: MemberData = {};
  for (const { key, value } of fields) {
    const earlier = before?.[key];
    data[key] = isKeptValue(earlier) && shownValue(earlier) === value ? earlier : value;
  }
  return data;
}

const sameMemberData = (a: MemberData | null, b: Customer["memberData"]) =>
  JSON.stringify(a) === JSON.stringify(b ?? null);

interface FieldValue {
  key: string;
  value: string;
}

const FieldsSchema = z
  .array(
    z.object({
      key: z
        .string()
        .trim()
        .min(1, "Name the field.")
        .max(MEMBER_DATA_KEY_MAX_LENGTH, `At most ${MEMBER_DATA_KEY_MAX_LENGTH} characters.`),
      value: z
        .string()
        .max(MEMBER_DATA_VALUE_MAX_LENGTH, `At most ${MEMBER_DATA_VALUE_MAX_LENGTH} characters.`),
    }),
  )
  .max(MEMBER_DATA_MAX_KEYS)
  .superRefine((fields, context) => {
    const seen = new Set<string>();
    fields.forEach(({ key }, index) => {
      if (seen.has(key)) {
        context.addIssue({ code: "custom", path: [index, "key"], message: "Another field has this name." });
      }
      seen.add(key);
    });
  });

// A new record needs its e-mail, checked as the API checks it; a record's e-mail never changes.
const NewCustomerFormSchema = z.object({
  email: CreateCustomerSchema.shape.email,
  planName: z.string(),
  fields: FieldsSchema,
});
const CustomerFormSchema = NewCustomerFormSchema.extend({ email: z.string() });
type CustomerFormInput = z.input<typeof NewCustomerFormSchema>;
type CustomerFormValues = z.output<typeof NewCustomerFormSchema>;

// ---- Plans --------------------------------------------------------------------------------------

const PLAN_GROUPS: { accountType: Plan["accountType"]; label: string }[] = [
  { accountType: "leader", label: "Leaders" },
  { accountType: "vendor", label: "Vendors" },
];

/** The plan choices: none, then the catalogue's plans by account type, and the record's own if it left the catalogue. */
function PlanOptions({ plans, current }: { plans: Plan[] | undefined; current: string | null }) {
  const unknown = current && !plans?.some((plan) => plan.name === current);
  return (
    <>
      <option value="">No plan</option>
      {unknown && <option value={current}>{current}</option>}
      {PLAN_GROUPS.map(({ accountType, label }) => {
        const group = plans?.filter((plan) => plan.accountType === accountType) ?? [];
        return (
          group.length > 0 && (
            <optgroup key={accountType} label={label}>
              {group.map((plan) => (
                <option key={plan.name} value={plan.name}>
                  {plan.name}
                </option>
              ))}
            </optgroup>
          )
        );
      })}
    </>
  );
}

// ---- The add and edit dialog --------------------------------------------------------------------

function CustomerDialog({ customer, onClose }: { customer: Customer | null; onClose: () => void }) {
  const edits = useCustomerEdits();
  const mutation = customer ? edits.change : edits.create;
  const plans = useQuery(plansQueryOptions);
  const notify = useNotify();
  const titleId = useId();
  const { control, handleSubmit } = useForm<CustomerFormInput, unknown, CustomerFormValues>({
    resolver: zodResolver(customer ? CustomerFormSchema : NewCustomerFormSchema),
    defaultValues: {
      email: customer?.email ?? "",
      planName: customer?.planName ?? "",
      fields: Object.entries(customer?.memberData ?? {}).map(([key, value]) => ({
        key,
        value: shownValue(value),
      })),
    },
  });
  const fields = useFieldArray({ control, name: "fields" });

  const submit = handleSubmit(({ email, planName, fields: values }) => {
    const memberData = toMemberData(values, customer?.memberData ?? null);
    if (!customer) {
      edits.create.mutate(
        { email, planName: planName || null, memberData },
        {
          onSuccess: (created) => {
            notify.snackbar(`${created.email} added.`);
            onClose();
          },
        },
      );
      return;
    }
    const changes = {
      ...(planName !== (customer.planName ?? "") ? { planName: planName || null } : {}),
      ...(sameMemberData(memberData, customer.memberData) ? {} : { memberData }),
    };
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    edits.change.mutate(
      { id: customer.id, ...changes },
      {
        onSuccess: (saved) => {
          notify.snackbar(`${saved.email} saved.`);
          onClose();
        },
      },
    );
  });

  return (
    <ResponsiveDialog open onClose={mutation.isPending ? undefined : onClose} aria-labelledby={titleId}>
      <DialogForm onSubmit={submit}>
        <DialogTitle id={titleId} sx={{ overflowWrap: "anywhere" }}>
          {customer ? `Edit ${customer.email}` : "Add a customer"}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {customer?.member
              ? `This changes the record only: ${customer.member.name} got its plan and member data when the record was attached to them, and keeps their profile as it is.`
              : "Whoever signs up or signs in with this e-mail gets the plan and member data below, where their profile has none."}
          </DialogContentText>
          {mutation.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(mutation.error)}
            </Alert>
          )}
          {!customer && (
            <FormTextField
              control={control}
              name="email"
              label="E-mail"
              type="email"
              autoComplete="off"
              autoFocus
              errorText="Enter a valid e-mail address."
            />
          )}
          <FormTextField
            control={control}
            name="planName"
            label="Plan"
            select
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            helperText={
              plans.isError
                ? `The plans could not be loaded: ${errorMessage(plans.error)}`
                : plans.isPending
                  ? "Loading the plans…"
                  : undefined
            }
          >
            <PlanOptions plans={plans.data?.items} current={customer?.planName ?? null} />
          </FormTextField>
          <Typography variant="h3" sx={{ fontSize: "1rem", mt: 2 }}>
            Member data
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Fields copied into the profile, at most {MEMBER_DATA_MAX_KEYS}: a name and a value each.
          </Typography>
          {fields.fields.map((field, index) => (
            <Stack
              key={field.id}
              direction={{ xs: "column", sm: "row" }}
              spacing={{ sm: 1 }}
              useFlexGap
              sx={{ alignItems: { sm: "center" } }}
            >
              <FormTextField
                control={control}
                name={`fields.${index}.key`}
                label={`Field ${index + 1} name`}
              />
              <FormTextField
                control={control}
                name={`fields.${index}.value`}
                label={`Field ${index + 1} value`}
              />
              <Button onClick={() => fields.remove(index)} aria-label={`Remove field ${index + 1}`}>
                Remove
              </Button>
            </Stack>
          ))}
          {fields.fields.length < MEMBER_DATA_MAX_KEYS && (
            <Button
              startIcon={<AddOutlined />}
              onClick={() => fields.append({ key: "", value: "" })}
              sx={{ mt: 1 }}
            >
              Add a field
            </Button>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            {customer ? "Save" : "Add customer"}
          </Button>
        </DialogActions>
      </DialogForm>
    </ResponsiveDialog>
  );
}

// ---- The CSV import -----------------------------------------------------------------------------

const OUTCOME_LABELS: Record<CustomerImportReport["rows"][number]["outcome"], string> = {
  created: "Created",
  updated: "Updated",
  rejected: "Refused",
};

type RowFilter = "all" | keyof typeof OUTCOME_LABELS;

function importSummary({ created, updated, rejected, attached }: CustomerImportReport): string {
  const counts = `${formatNumber(created)} created, ${formatNumber(updated)} updated, ${formatNumber(rejected)} refused`;
  return attached > 0 ? `${counts}; ${formatCount(attached, "member", "members")} attached` : counts;
}

/** Which rows were written and which were refused, and why; refused rows first when there are any. */
function ImportReport({ report }: { report: CustomerImportReport }) {
  const [filter, setFilter] = useState<RowFilter>(report.rejected > 0 ? "rejected" : "all");
  const rows = filter === "all" ? report.rows : report.rows.filter((row) => row.outcome === filter);
  const counts: Record<RowFilter, number> = {
    all: report.rows.length,
    rejected: report.rejected,
    created: report.created,
    updated: report.updated,
  };
  return (
    <>
      <Alert severity={report.rejected > 0 ? "warning" : "success"} sx={{ mb: 2 }}>
        {importSummary(report)}.
        {report.rejected > 0 && " Refused rows were not written; correct them and import the file again."}
      </Alert>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: "center" }, justifyContent: "space-between" }}
      >
        <TextField
          select
          label="Show"
          value={filter}
          onChange={(event) => setFilter(event.target.value as RowFilter)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 200 }}
        >
          <option value="all">All rows ({formatNumber(counts.all)})</option>
          {(["rejected", "created", "updated"] as const).map((outcome) => (
            <option key={outcome} value={outcome}>
              {OUTCOME_LABELS[outcome]} ({formatNumber(counts[outcome])})
            </option>
          ))}
        </TextField>
        <Button
          startIcon={<DownloadOutlined />}
          onClick={() =>
            downloadCsv(
              "summit-customer-import",
              ["Row", "E-mail", "Outcome", "Why"],
              report.rows.map((row) => [row.rowNumber, row.email, OUTCOME_LABELS[row.outcome], row.reason]),
            )
          }
        >
          Report as CSV
        </Button>
      </Stack>
      <ScrollableTable label="Import report, row by row" maxHeight={420}>
        <TableHead>
          <TableRow>
            <TableCell align="right">Row</TableCell>
            <TableCell>E-mail</TableCell>
            <TableCell>Outcome</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.rowNumber}>
              <TableCell component="th" scope="row" align="right">
                {row.rowNumber}
              </TableCell>
              <TableCell sx={{ minWidth: 120, wordBreak: "break-word" }}>{row.email ?? "–"}</TableCell>
              <TableCell sx={{ minWidth: 150 }}>
                {OUTCOME_LABELS[row.outcome]}
                {row.reason && `: ${row.reason}`}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollableTable>
    </>
  );
}

/** The columns a customer CSV needs, from the same lists the server reads it with. */
function CsvColumns({ plans }: { plans: Plan[] | undefined }) {
  const quoted = (names: readonly string[]) => {
    const each = names.map((name) => `“${name}”`);
    return `${each.slice(0, -1).join(", ")} or ${each.at(-1)}`;
  };
  return (
    <Box component="ul" sx={{ pl: 2.5, my: 1, "& li": { mb: 0.5 } }}>
      <li>
        <Typography variant="body2">
          An e-mail column, named {quoted(CUSTOMER_EMAIL_COLUMNS)} (any case). A row without a valid e-mail,
          or with the e-mail of an earlier row, is refused.
        </Typography>
      </li>
      <li>
        <Typography variant="body2">
          A plan column, if you like, named {quoted(CUSTOMER_PLAN_COLUMNS)}
          {plans ? `; it names a plan: ${plans.map((plan) => plan.name).join(", ")}` : ""}. A row naming
          another plan is refused.
        </Typography>
      </li>
      <li>
        <Typography variant="body2">
          Any other column becomes a field of the member data, at most {MEMBER_DATA_MAX_KEYS}; empty cells are
          left out.
        </Typography>
      </li>
      <li>
        <Typography variant="body2">
          At most {formatNumber(CUSTOMER_IMPORT_MAX_ROWS)} rows and {CSV_MAX_MEGABYTES} MB, in UTF-8. An
          e-mail that has a record gets the row's plan and member data; an empty plan or no member data keeps
          what the record has.
        </Typography>
      </li>
    </Box>
  );
}

function ImportDialog({ onClose }: { onClose: () => void }) {
  const importing = useImportCustomers();
  const plans = useQuery(plansQueryOptions);
  const titleId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function choose(chosen: File | null) {
    importing.reset();
    const found = chosen ? customerCsvProblem(chosen) : undefined;
    setProblem(found ?? null);
    setFile(found ? null : chosen);
    if (found && input.current) input.current.value = "";
  }

  function start() {
    if (!file) return;
    // The dialog turns into the report, whose summary is an alert: a notice would only cover it.
    importing.mutate(file);
  }

  function another() {
    importing.reset();
    setFile(null);
    if (input.current) input.current.value = "";
  }

  const report = importing.data;
  return (
    <ResponsiveDialog
      open
      maxWidth="md"
      onClose={importing.isPending ? undefined : onClose}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Import customers from a CSV file</DialogTitle>
      <DialogContent>
        {report ? (
          <ImportReport report={report} />
        ) : (
          <>
            <DialogContentText id={hintId}>
              Every row creates a customer or updates the one with its e-mail. The whole file is written at
              once, except the rows it refuses. Its columns:
            </DialogContentText>
            <CsvColumns plans={plans.data?.items} />
            {(problem || importing.isError) && (
              <Alert severity="error" sx={{ my: 2 }}>
                {problem ?? errorMessage(importing.error)}
              </Alert>
            )}
            <Stack
              direction={{ xs: "column", sm: "row" }}
              spacing={2}
              useFlexGap
              sx={{ alignItems: { sm: "center" }, mt: 2 }}
            >
              <Button
                variant="outlined"
                startIcon={<UploadFile />}
                disabled={importing.isPending}
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
            </Stack>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {report ? (
          <>
            <Button onClick={another}>Import another file</Button>
            <Button variant="contained" onClick={onClose}>
              Done
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose} disabled={importing.isPending}>
              Cancel
            </Button>
            <Button variant="contained" disabled={!file} loading={importing.isPending} onClick={start}>
              Import
            </Button>
          </>
        )}
      </DialogActions>
    </ResponsiveDialog>
  );
}

// ---- The list -----------------------------------------------------------------------------------

function MemberDataList({ data }: { data: NonNullable<Customer["memberData"]> }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, mt: 1, display: "grid", gridTemplateColumns: "max-content minmax(0, 1fr)", columnGap: 2 }}
    >
      {Object.entries(data).map(([key, value]) => (
        <Box key={key} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {key}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
            {shownValue(value) || "–"}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function CustomerCard({
  customer,
  onEdit,
  onDelete,
}: {
  customer: Customer;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const memberData = customer.memberData && Object.keys(customer.memberData).length > 0;
  return (
    <Card variant="outlined" component="article" aria-label={customer.email}>
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
          <Typography
            variant="h3"
            component="h2"
            sx={{ fontSize: "1rem", fontWeight: 600, overflowWrap: "anywhere", minWidth: 0 }}
          >
            {customer.email}
          </Typography>
          <Chip size="small" label={customer.planName ? `${customer.planName} plan` : "No plan"} />
        </Stack>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {customer.member
            ? `Attached to ${customer.member.name}.`
            : "No member has signed up or in with this e-mail yet."}
        </Typography>
        {memberData && customer.memberData && <MemberDataList data={customer.memberData} />}
        {!memberData && (
          <Typography variant="body2" color="text.secondary">
            No member data.
          </Typography>
        )}
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mt: 1, alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" }}
        >
          <Typography variant="body2" color="text.secondary">
            Added {formatDate(customer.createdAt)}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={onEdit} aria-label={`Edit ${customer.email}`}>
              Edit
            </Button>
            <Button size="small" color="error" onClick={onDelete} aria-label={`Delete ${customer.email}`}>
              Delete
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Customers({ search }: { search: string }) {
  const customers = useCustomers(search);
  const edits = useCustomerEdits();
  const notify = useNotify();
  const [editing, setEditing] = useState<Customer | null>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);
  if (customers.isPending) {
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
        <CircularProgress aria-label="Loading customers" />
      </Box>
    );
  }
  if (customers.isError) {
    return (
      <QueryError
        title="The customers could not be loaded"
        error={customers.error}
        onRetry={() => customers.refetch()}
      />
    );
  }
  const items = customers.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        Icon={ContactMailOutlined}
        title={search ? "No customer matches" : "No customer records yet"}
      >
        {search
          ? `No customer's e-mail contains “${search}”.`
          : "Add a customer for each contract, or import them from a CSV file: the person gets the plan and member data when they sign up or sign in with that e-mail."}
      </EmptyState>
    );
  }
  return (
    <>
      <Stack spacing={2}>
        {items.map((customer) => (
          <CustomerCard
            key={customer.id}
            customer={customer}
            onEdit={() => setEditing(customer)}
            onDelete={() => setDeleting(customer)}
          />
        ))}
      </Stack>
      <LoadMore
        hasMore={customers.hasNextPage}
        loading={customers.isFetchingNextPage}
        onLoadMore={() => customers.fetchNextPage()}
        label="Load more customers"
      />
      {editing && <CustomerDialog customer={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the customer ${deleting?.email ?? ""}?`}
        confirmLabel="Delete customer"
        pending={edits.remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          edits.remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.snackbar(`${deleting.email} deleted.`);
              setDeleting(null);
            },
          })
        }
      >
        {deleting?.member
          ? `The record goes; ${deleting.member.name} keeps the plan and member data their profile has.`
          : "The record goes: whoever signs up with this e-mail later gets no plan or member data from it."}
      </ConfirmDialog>
    </>
  );
}

export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const search = customerSearchFrom(params);
  const [searchText, setSearchText] = useState(search);
  const settled = useDebouncedValue(searchText.trim());
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  // The address follows what was typed once it settles, so that a reload or a shared link shows the
  // same search; replacing the entry keeps Back for leaving the page.
  useEffect(() => {
    if (settled !== search) setParams(settled ? { q: settled } : {}, { replace: true });
  }, [settled, search, setParams]);
  return (
    <Page
      title="Customers"
      maxWidth="md"
      intro="Contract records by e-mail: the plan and member data a person gets when they sign up or sign in with that address."
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          type="search"
          label="Search by e-mail"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          sx={{ flex: 1 }}
        />
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
          Add customer
        </Button>
        <Button variant="outlined" startIcon={<UploadFile />} onClick={() => setImporting(true)}>
          Import CSV
        </Button>
      </Stack>
      <Customers search={search} />
      {adding && <CustomerDialog customer={null} onClose={() => setAdding(false)} />}
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
    </Page>
  );
}
