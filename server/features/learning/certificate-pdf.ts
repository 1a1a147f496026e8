// A certificate as a one-page landscape A4 PDF (pdf-lib, standard fonts: no font files to ship),
// with the address where anyone can confirm it.
import { type Certificate, formatMinutes } from "@common/learning";
import { format } from "date-fns";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

const PAGE = [841.89, 595.28] as const;
const INK = rgb(0.1, 0.16, 0.3);
const GREY = rgb(0.4, 0.4, 0.4);

/** Helvetica's encoding (WinAnsi) has no glyph for many characters: they print as "?". */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, "?");
}

function centred(page: PDFPage, font: PDFFont, text: string, y: number, size: number, color = INK) {
  const line = printable(text);
  const width = font.widthOfTextAtSize(line, size);
  page.drawText(line, { x: (PAGE[0] - width) / 2, y, size, font, color });
}

/** Cuts a title to what fits the page's width at the size given. */
function fitted(font: PDFFont, text: string, size: number): string {
  let line = printable(text);
  while (line.length > 1 && font.widthOfTextAtSize(line, size) > PAGE[0] - 120)
    line = `${line.slice(0, -2)}…`;
  return line;
}

export async function certificatePdf(certificate: Certificate, verifyUrl: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificate: ${printable(certificate.courseTitle)}`);
  pdf.setAuthor(printable(certificate.issuer));
  pdf.setCreationDate(new Date(certificate.issuedAt));
  const page = pdf.addPage([...PAGE]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const serif = await pdf.embedFont(StandardFonts.TimesRomanBold);
  page.drawRectangle({
    x: 24,
    y: 24,
    width: PAGE[0] - 48,
    height: PAGE[1] - 48,
    borderColor: INK,
    borderWidth: 2,
  });
  centred(page, bold, "SUMMIT", PAGE[1] - 90, 16);
  centred(page, regular, "Certificate of completion", PAGE[1] - 140, 22, GREY);
  centred(page, regular, "This certifies that", PAGE[1] - 200, 13, GREY);
  centred(page, serif, fitted(serif, certificate.holderName, 34), PAGE[1] - 250, 34);
  centred(page, regular, "completed the course", PAGE[1] - 290, 13, GREY);
  centred(page, bold, fitted(bold, certificate.courseTitle, 22), PAGE[1] - 330, 22);
  const hours = `${certificate.hours} ${certificate.hours === 1 ? "hour" : "hours"}`;
  centred(
    page,
    regular,
    `${certificate.lessonCount} lessons, ${hours} (${formatMinutes(Math.round(certificate.hours * 60))}), offered by ${certificate.issuer}`,
    PAGE[1] - 370,
    12,
  );
  centred(
    page,
    regular,
    `Issued on ${format(new Date(certificate.issuedAt), "d MMMM yyyy")}`,
    PAGE[1] - 395,
    12,
  );
  centred(page, regular, "Confirm that this certificate is genuine at", 110, 10, GREY);
  centred(page, bold, verifyUrl, 94, 10);
  centred(page, regular, `Certificate ${certificate.id}`, 60, 8, GREY);
  return pdf.save();
}
