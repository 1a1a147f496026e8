// CSV cells that open safely in a spreadsheet: shared by the server's downloads and the web app's.

/** A leading formula character would run as a formula when the file is opened in a spreadsheet. */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
