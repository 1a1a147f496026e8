// An invoice as a one-page A4 PDF (pdf-lib, standard Helvetica: no font files to ship).
import { formatCents, type Invoice } from "@common/billing";
import { format } from "date-fns";
import type { PDFFont, PDFPage } from "pdf-lib";

const A4 = [595.28, 841.89] as const;
const MARGIN = 56;
/** Lines that fit under the header and above the totals on one page. */
const MAX_LINES = 24;

function day(iso: string): string {
  return format(new Date(iso), "d MMMM yyyy");
}

/** Helvetica's encoding (WinAnsi) has no glyph for many characters: they print as "?". */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, "?");
}

function right(page: PDFPage, font: PDFFont, text: string, x: number, y: number, size: number) {
  page.drawText(text, { x: x - font.widthOfTextAtSize(text, size), y, size, font });
}

export async function invoicePdf(invoice: Invoice): Promise<Uint8Array> {
  // Loaded on the first invoice: about 13 MiB that an instance which never prints one does not hold.
  const { PDFDocument, rgb, StandardFonts } = await import("pdf-lib");
  const grey = rgb(0.35, 0.35, 0.35);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Summit invoice ${invoice.number}`);
  pdf.setAuthor("Summit");
  pdf.setCreationDate(new Date(invoice.issuedAt));
  const page = pdf.addPage([...A4]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - MARGIN;
  const money = (cents: number) => formatCents(cents, invoice.currency);
  let y = A4[1] - MARGIN;

  page.drawText("Summit", { x: MARGIN, y, size: 20, font: bold });
  right(page, bold, `Invoice ${invoice.number}`, width, y, 16);
  y -= 28;
  const facts: [string, string][] = [
    ["Billed to", printable(invoice.billedTo)],
    ["Issued", day(invoice.issuedAt)],
    ["Due", day(invoice.dueAt)],
    ["Period", `${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`],
    [
      "Status",
      invoice.status === "paid" && invoice.paidAt
        ? `Paid on ${day(invoice.paidAt)}`
        : invoice.status === "void"
          ? "Void: nothing is owed"
          : "Open",
    ],
  ];
  for (const [label, value] of facts) {
    page.drawText(label, { x: MARGIN, y, size: 10, font: bold });
    page.drawText(value, { x: MARGIN + 90, y, size: 10, font: regular });
    y -= 16;
  }

  y -= 16;
  page.drawText("Description", { x: MARGIN, y, size: 10, font: bold });
  right(page, bold, "Qty", width - 170, y, 10);
  right(page, bold, "Unit", width - 90, y, 10);
  right(page, bold, "Amount", width, y, 10);
  y -= 6;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: width, y }, thickness: 0.5, color: grey });
  y -= 14;
  const shown = invoice.lines.slice(0, MAX_LINES);
  for (const line of shown) {
    page.drawText(printable(line.description).slice(0, 70), { x: MARGIN, y, size: 10, font: regular });
    right(page, regular, String(line.quantity), width - 170, y, 10);
    right(page, regular, money(line.unitAmountCents), width - 90, y, 10);
    right(page, regular, money(line.amountCents), width, y, 10);
    y -= 16;
  }
  if (invoice.lines.length > shown.length) {
    page.drawText(`and ${invoice.lines.length - shown.length} more lines, included in the totals`, {
      x: MARGIN,
      y,
      size: 10,
      font: regular,
      color: grey,
    });
    y -= 16;
  }
  page.drawLine({ start: { x: MARGIN, y: y + 6 }, end: { x: width, y: y + 6 }, thickness: 0.5, color: grey });
  y -= 8;
  const totals: [string, string, PDFFont][] = [
    ["Subtotal", money(invoice.subtotalCents), regular],
    [`Tax (${(invoice.taxRateBasisPoints / 100).toFixed(2)}%)`, money(invoice.taxCents), regular],
    ["Total", money(invoice.totalCents), bold],
  ];
  for (const [label, value, font] of totals) {
    right(page, font, label, width - 90, y, 11);
    right(page, font, value, width, y, 11);
    y -= 18;
  }
  page.drawText(
    invoice.provider === "invoice"
      ? "Pay by bank transfer within the terms above, quoting the invoice number."
      : "Charged to the card on file.",
    { x: MARGIN, y: MARGIN, size: 8, font: regular, color: grey },
  );
  return pdf.save();
}
