import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  AccountFileProblem,
  accountColumns,
  accountDomain,
  inspectAccountFile,
  readAccountRows,
} from "./account-csv";

const stream = (text: string, chunkSize = 7) => {
  const bytes = Buffer.from(text);
  const chunks: Buffer[] = [];
  // Small chunks, so records and quotes span chunk boundaries as they do in a large file.
  for (let offset = 0; offset < bytes.length; offset += chunkSize)
    chunks.push(bytes.subarray(offset, offset + chunkSize));
  return Readable.from(chunks);
};

async function rows(text: string) {
  const result = [];
  for await (const row of readAccountRows(stream(text))) result.push(row);
  return result;
}

describe("accountDomain", () => {
  it.each([
    ["acme.com", "acme.com"],
    ["https://www.Acme.com/about?x=1#top", "acme.com"],
    ["HTTP://WWW.ACME.COM", "acme.com"],
    ["www.acme.co.uk/", "acme.co.uk"],
    ["acme.com:8080/path", "acme.com"],
    ["ftp://user:secret@files.acme.com", "files.acme.com"],
    ["acme.com.", "acme.com"],
    ["bücher.example", "xn--bcher-kva.example"],
  ])("reads %s as %s", (value, domain) => {
    expect(accountDomain(value)).toBe(domain);
  });

  it("finds no host in text that is none", () => {
    expect(accountDomain("not a domain!")).toBeNull();
  });
});

describe("accountColumns", () => {
  it("prefers the most specific name column and takes any case, spacing or underscores", () => {
    expect(accountColumns(["Name", "Email", "COMPANY_NAME", "Website"])).toEqual({
      name: { index: 2, label: "COMPANY_NAME" },
      domain: { index: 3, label: "Website" },
    });
    expect(accountColumns(["account-name"]).name?.index).toBe(0);
    expect(accountColumns(["URL", "Domain"]).domain).toEqual({ index: 1, label: "Domain" });
  });

  it("names what is missing and what is there", () => {
    expect(() => accountColumns(["Email", "Phone"])).toThrow(AccountFileProblem);
    expect(() => accountColumns(["Email", "Phone"])).toThrow(
      "The CSV file needs a column with the company name (company name, account name, company, account, name) or with its domain (domain, website, url); its columns are: Email, Phone.",
    );
  });
});

describe("reading rows", () => {
  it("numbers the rows under the header, skipping blank lines, and trims values", async () => {
    const text = '\ufeffCompany,Domain\n  Acme  , https://acme.com \n\n"Globex, Inc.",\n,\n';
    expect(await rows(text)).toEqual([
      { rowNumber: 1, name: "Acme", domain: "acme.com", rejection: null },
      { rowNumber: 2, name: "Globex, Inc.", domain: null, rejection: null },
      { rowNumber: 3, name: null, domain: null, rejection: "no company name or domain" },
    ]);
    expect(await inspectAccountFile(stream(text))).toMatchObject({ rowCount: 3 });
  });

  it("rejects a malformed row with the parser's reason and reads on", async () => {
    const text = "Company,Domain\nAcme,acme.com\nOne,two,three\nGlobex,globex.com\n";
    expect(await rows(text)).toEqual([
      { rowNumber: 1, name: "Acme", domain: "acme.com", rejection: null },
      {
        rowNumber: 2,
        name: null,
        domain: null,
        rejection: "Invalid Record Length: expect 2, got 3 on line 3",
      },
      { rowNumber: 3, name: "Globex", domain: "globex.com", rejection: null },
    ]);
    expect(await inspectAccountFile(stream(text))).toMatchObject({ rowCount: 3 });
  });

  it("counts a row the parser reports twice once", async () => {
    const text = 'Company,Domain\nBad "quote" here,x.com\nGood,good.com\n';
    const read = await rows(text);
    expect(read.map((row) => [row.rowNumber, row.name, row.rejection?.slice(0, 21) ?? null])).toEqual([
      [1, null, "Invalid Opening Quote"],
      [2, "Good", null],
    ]);
  });

  it("rejects values over 300 characters, keeping the first 300 in the report", async () => {
    const long = "a".repeat(301);
    expect(await rows(`Company,Domain\n${long},\nAcme,${long}.com\n`)).toEqual([
      {
        rowNumber: 1,
        name: "a".repeat(300),
        domain: null,
        rejection: "the company name is longer than 300 characters",
      },
      {
        rowNumber: 2,
        name: "Acme",
        domain: "a".repeat(300),
        rejection: "the domain is longer than 300 characters",
      },
    ]);
  });

  it("refuses a file without an account column as a whole", async () => {
    await expect(inspectAccountFile(stream("Email\nana@example.com\n"))).rejects.toThrow(AccountFileProblem);
    await expect(inspectAccountFile(stream(""))).rejects.toThrow("The CSV file is empty.");
  });
});
