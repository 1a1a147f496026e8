// The company's invoices and its billing history, for owners and platform admins.
import { type BillingEvent, formatCents, type Invoice } from "@common/billing";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { formatDate } from "@web/lib/format";
import { billingHistoryQueryOptions, invoicePdfUrl, invoicesQueryOptions } from "../api/billing";

const INVOICE_STATUS = {
  open: { label: "Open", color: "default" },
  paid: { label: "Paid", color: "success" },
  void: { label: "Void", color: "default" },
} as const;

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const status = INVOICE_STATUS[invoice.status];
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {invoice.number}
      </TableCell>
      <TableCell>{formatDate(invoice.issuedAt)}</TableCell>
      <TableCell>
        {invoice.lines.map((line) => (
          <Typography key={line.description} variant="body2">
            {line.description}: {formatCents(line.amountCents, invoice.currency)}
          </Typography>
        ))}
      </TableCell>
      <TableCell align="right">
        {formatCents(invoice.totalCents, invoice.currency)}
        {invoice.taxCents !== 0 && (
          <Typography variant="caption" color="text.secondary" sx={{ display: "block" }}>
            incl. {formatCents(invoice.taxCents, invoice.currency)} tax
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Chip size="small" label={status.label} color={status.color} />
        {invoice.status === "open" && (
          <Typography variant="caption" color="text.secondary" sx={{ display: "block" }}>
            due {formatDate(invoice.dueAt)}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Link
          href={invoicePdfUrl(invoice.id)}
          download
          aria-label={`Download invoice ${invoice.number} as PDF`}
        >
          PDF
        </Link>
      </TableCell>
    </TableRow>
  );
}

export function InvoiceList({ companyId }: { companyId: string }) {
  const invoices = useQuery(invoicesQueryOptions(companyId));
  if (invoices.isPending) return <PageLoading label="Loading invoices" />;
  if (invoices.isError) {
    return (
      <QueryError
        title="The invoices could not be loaded"
        error={invoices.error}
        onRetry={() => invoices.refetch()}
      />
    );
  }
  if (invoices.data.items.length === 0) {
    return <Typography color="text.secondary">No invoices yet.</Typography>;
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Invoices">
        <TableHead>
          <TableRow>
            <TableCell>Number</TableCell>
            <TableCell>Issued</TableCell>
            <TableCell>Lines</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>File</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.data.items.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** One history entry in words: "Upgraded from Starter to Growth". */
export function describeBillingEvent({ kind, before, after }: BillingEvent): string {
  const from = before?.planName;
  switch (kind) {
    case "started":
      return `Started the ${after.planName} plan${after.status === "trialing" ? " (trial)" : ""}`;
    case "upgraded":
      return `Upgraded from ${from} to ${after.planName}`;
    case "downgrade_scheduled":
      return `Asked to move to ${after.pendingPlanName} when the period ends`;
    case "downgraded":
      return `Moved from ${from} to ${after.planName}`;
    case "cancel_scheduled":
      return "Set to end when the period ends";
    case "resumed":
      return `Kept the ${after.planName} plan`;
    case "renewed":
      return `Renewed the ${after.planName} plan`;
    case "cancelled":
      return `The ${after.planName} plan ended`;
    case "status_changed":
      return `Status changed from ${before?.status.replace("_", " ")} to ${after.status.replace("_", " ")}`;
    case "seats_changed":
      return `Seats changed from ${before?.seats ?? "unlimited"} to ${after.seats ?? "unlimited"}`;
    case "plan_set":
      return `Plan set from ${from} to ${after.planName}`;
  }
}

export function BillingHistory({ companyId }: { companyId: string }) {
  const history = useQuery(billingHistoryQueryOptions(companyId));
  if (history.isPending) return <PageLoading label="Loading the billing history" />;
  if (history.isError) {
    return (
      <QueryError
        title="The billing history could not be loaded"
        error={history.error}
        onRetry={() => history.refetch()}
      />
    );
  }
  return (
    <List dense aria-label="Billing history">
      {history.data.items.map((event) => (
        <ListItem key={event.id} divider>
          <ListItemText
            primary={describeBillingEvent(event)}
            secondary={`${formatDate(event.createdAt)} · ${event.actor ? `by ${event.actor.name}` : "by Summit"}${
              event.invoiceNumber ? ` · invoice ${event.invoiceNumber}` : ""
            }`}
          />
        </ListItem>
      ))}
    </List>
  );
}
