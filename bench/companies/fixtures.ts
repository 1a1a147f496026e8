// What the company benchmark asks for, picked from the generated data: the biggest company, random
// companies and pages to rotate through, and search terms (whole names, unfinished prefixes, typos)
// built from real names with a seeded generator, so every run of a data set asks the same things.
// Also the member the benchmark signs in as.
import type { SignUpInput } from "@common/auth";
import type { Database } from "@server/platform/database/client";
import { seededRandom } from "../lib/random";
import { BENCH_EMAIL_DOMAIN } from "../lib/settings";

/** How many companies the profile scenarios rotate through. */
const RANDOM_COMPANIES = 1000;

/** The signed-in member of the member scenarios: a leader, so without a company of their own. */
export const BENCH_MEMBER: SignUpInput = {
  accountType: "leader",
  role: "CIO",
  name: "Benchmark Member",
  email: `member@${BENCH_EMAIL_DOMAIN}`,
  password: "benchmark-member-password",
  jobTitle: "Chief Information Officer",
  industry: "Banking",
  revenueBand: "$1 billion +",
};

export interface Fixtures {
  bigCompany: { id: string; name: string; employees: number };
  /** Companies of any kind (members see them all) and pages only (what visitors see). */
  randomCompanyIds: string[];
  randomPageIds: string[];
  /** Typed into /search/company: exact names, prefixes, typos. */
  searchTerms: { term: string; expected: string | null }[];
  /** Typed into the directory's search box (a contains filter). */
  directoryTerms: string[];
  dataSet: Record<string, number>;
  postgresVersion: string;
}

/** "ledger" -> "leder": a letter left out. */
const dropLetter = (word: string) =>
  word.length < 4
    ? word
    : word.slice(0, Math.floor(word.length / 2)) + word.slice(Math.floor(word.length / 2) + 1);

/** "ledger" -> "ledegr": two neighbouring letters swapped. */
function swapLetters(word: string): string {
  if (word.length < 4) return word;
  const i = Math.floor(word.length / 2) - 1;
  return word.slice(0, i) + word.charAt(i + 1) + word.charAt(i) + word.slice(i + 2);
}

export async function pickFixtures(db: Database): Promise<Fixtures> {
  const query = async <Row extends object>(text: string) => (await db.$client.query<Row>(text)).rows;
  const [big] = await query<{ id: string; name: string; employees: number }>(
    `SELECT c.id, c.name, count(*)::int AS employees FROM users u JOIN companies c ON c.id = u.company_id
     GROUP BY c.id ORDER BY employees DESC LIMIT 1`,
  );
  if (!big) throw new Error("no company has employees; is the data set there?");
  // Deterministic "random" picks: the order of an md5 of the name, not of the random uuids.
  const randomCompanies = await query<{ id: string }>(
    `SELECT id FROM companies ORDER BY md5(name || 'random') LIMIT ${RANDOM_COMPANIES}`,
  );
  const randomPages = await query<{ id: string }>(
    `SELECT id FROM companies WHERE is_page ORDER BY md5(name || 'random') LIMIT ${RANDOM_COMPANIES}`,
  );
  const named = await query<{ name: string }>(
    `SELECT name FROM companies ORDER BY md5(name || 'terms') LIMIT 10`,
  );
  const [sizes] = await query<Record<string, number>>(
    `WITH per_company AS (
       SELECT c.id, count(u.id)::int AS employees FROM companies c LEFT JOIN users u ON u.company_id = c.id GROUP BY c.id
     )
     SELECT (SELECT count(*) FROM companies)::int AS companies,
            (SELECT count(*) FROM companies WHERE is_page)::int AS pages,
            (SELECT count(*) FROM users WHERE company_id IS NOT NULL)::int AS "employeeLinks",
            (SELECT count(*) FROM company_followers)::int AS followers,
            (SELECT count(*) FROM company_admins)::int AS admins,
            (SELECT count(*) FROM products)::int AS products,
            max(employees) AS "maxEmployees",
            (percentile_disc(0.5) WITHIN GROUP (ORDER BY employees))::int AS "medianEmployees",
            count(*) FILTER (WHERE employees >= 1000)::int AS "companiesWith1000Employees",
            count(*) FILTER (WHERE employees = 0)::int AS "companiesWithoutEmployees"
     FROM per_company`,
  );
  const [version] = await query<{ server_version: string }>("SHOW server_version");

  const random = seededRandom(42);
  const searchTerms: Fixtures["searchTerms"] = [];
  const directoryTerms = new Set<string>(["cloud", "labs", "data", "partners"]);
  named.forEach(({ name }, index) => {
    const lowered = name.toLowerCase();
    const words = lowered.split(" ").filter((word) => word !== "&");
    const [first = "", second = ""] = words;
    // Per company: the whole name as pasted, a name typed but not finished, and one typo in its
    // longest word (a letter left out or two letters swapped, in turn): a third of the searches.
    const longest = words.reduce((best, word) => (word.length > best.length ? word : best), "");
    const typo = lowered.replace(longest, index % 2 === 0 ? dropLetter(longest) : swapLetters(longest));
    searchTerms.push(
      { term: lowered, expected: name },
      { term: `${first} ${second.slice(0, 3)}`.trim(), expected: name },
      { term: typo, expected: name },
    );
    directoryTerms.add(random() < 0.5 ? first : first.slice(0, 4));
  });
  searchTerms.push(
    { term: "cloud", expected: null },
    { term: "analytics", expected: null },
    { term: "securty", expected: null },
    { term: "quantm ledger", expected: null },
  );
  return {
    bigCompany: big,
    randomCompanyIds: randomCompanies.map((row) => row.id),
    randomPageIds: randomPages.map((row) => row.id),
    searchTerms,
    directoryTerms: [...directoryTerms],
    dataSet: sizes ?? {},
    postgresVersion: version?.server_version ?? "unknown",
  };
}
