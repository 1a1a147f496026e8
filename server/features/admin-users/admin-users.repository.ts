// SQL for the admin console's people directory: the filtered list by keyset pages (newest sign-ups
// first, read along users_created_idx or a filter's own index), the search (words read along
// user_search_words_idx, parts of addresses along users_email_parts_idx), and one person's record
// with their sessions and activity.

import { type ActivityKind, type AdminUsersFilter, RECENT_ACTIVITY_DAYS } from "@common/admin-users";
import { nextPrefix } from "@server/features/companies/companies.repository";
import { type Executor, namedStatement } from "@server/platform/database/client";
import { customers } from "@server/platform/database/schema/accounts";
import { userSearchWords, users } from "@server/platform/database/schema/auth";
import { bookmarks } from "@server/platform/database/schema/bookmarks";
import { commentReactions, comments, postReactions, posts } from "@server/platform/database/schema/community";
import { companyAdmins } from "@server/platform/database/schema/companies";
import { contentProgress } from "@server/platform/database/schema/content";
import { eventRegistrations } from "@server/platform/database/schema/events";
import { courseEnrolments } from "@server/platform/database/schema/learning";
import { invalid } from "@server/platform/errors";
import { and, eq, gte, isNotNull, isNull, lt, type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * A time as the API writes it (ISO 8601 in UTC, to the millisecond), made by PostgreSQL: a page
 * then parses no dates, which halves what reading it costs the server.
 */
const isoTime = <Time extends string | null = string>(column: SQLWrapper) =>
  sql<Time>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  accountType: users.accountType,
  hub: users.hub,
  planName: users.planName,
  jobTitle: users.jobTitle,
  companyId: users.companyId,
  // Kept beside the member by triggers (migration 0038): a lookup of each member's company cost a
  // third of a page's time in PostgreSQL.
  companyName: users.companyName,
  isPlatformAdmin: users.isPlatformAdmin,
  createdAt: isoTime(users.createdAt),
  /** The sort key with its microseconds, for the cursor. */
  createdAtKey: sql<string>`${users.createdAt}::text`,
  lastSeenAt: isoTime<string | null>(users.lastSeenAt),
  suspendedAt: isoTime<string | null>(users.suspendedAt),
};

export type AdminUserRow = {
  id: string;
  name: string;
  email: string;
  accountType: string;
  hub: string;
  planName: string | null;
  jobTitle: string | null;
  companyId: string | null;
  companyName: string | null;
  isPlatformAdmin: boolean;
  createdAt: string;
  createdAtKey: string;
  lastSeenAt: string | null;
  suspendedAt: string | null;
  /** In a search by words: the word the member was found by, the cursor's first key. */
  matchedWord?: string;
};

/** The columns above as a select list, each named as AdminUserRow has it, for statements in SQL. */
const userSelectList = sql.join(
  Object.entries(userColumns).map(([alias, column]) => sql`${column} AS ${sql.identifier(alias)}`),
  sql`, `,
);

const dayStart = (day: SQLWrapper | string) => sql`${day}::date::timestamptz`;
const nextDayStart = (day: SQLWrapper | string) => sql`(${day}::date + 1)::timestamptz`;

type FilterValue = <Key extends keyof AdminUsersFilter>(
  key: Key,
  own: NonNullable<AdminUsersFilter[Key]>,
) => SQLWrapper | NonNullable<AdminUsersFilter[Key]>;

/**
 * The conditions of the filters set in `filter` other than the search term, each value through
 * `value`: the filter's own, or a placeholder of a named statement named after the filter.
 */
function filterConditions(filter: AdminUsersFilter, value: FilterValue): SQL[] {
  // The nameless rows that keep deleted members' posts are no one to list.
  const conditions: SQL[] = [isNull(users.formerMemberAt)];
  if (filter.accountType) conditions.push(eq(users.accountType, value("accountType", filter.accountType)));
  if (filter.plan) conditions.push(eq(users.planName, value("plan", filter.plan)));
  if (filter.hub) conditions.push(eq(users.hub, value("hub", filter.hub)));
  if (filter.status === "suspended") conditions.push(isNotNull(users.suspendedAt));
  if (filter.status === "active") conditions.push(isNull(users.suspendedAt));
  if (filter.signedUpFrom)
    conditions.push(gte(users.createdAt, dayStart(value("signedUpFrom", filter.signedUpFrom))));
  if (filter.signedUpTo)
    conditions.push(lt(users.createdAt, nextDayStart(value("signedUpTo", filter.signedUpTo))));
  if (filter.lastSeenFrom)
    conditions.push(gte(users.lastSeenAt, dayStart(value("lastSeenFrom", filter.lastSeenFrom))));
  if (filter.lastSeenTo)
    conditions.push(lt(users.lastSeenAt, nextDayStart(value("lastSeenTo", filter.lastSeenTo))));
  return conditions;
}

/**
 * A value of a named statement behind a subquery, where no plan can depend on it: PostgreSQL then
 * plans the statement once. Seen as parameters, a filter's values (vendors, the CIO hub) and an
 * address's parts made every call's own plan look cheaper than the plan for any value, and every
 * call was planned again: half of a filtered page's time in PostgreSQL.
 */
const hidden = (name: string) => sql`(SELECT ${sql.placeholder(name)}::text)`;

/**
 * After the cursor, its values behind subqueries: a plan that knows them expects fewer members
 * after the cursor than a plan for any cursor does, so PostgreSQL planned a named page statement
 * again on every call (the planning cost more than the page). Hidden in both, the two cost the
 * same and the plan is made once; users_created_idx still starts at the cursor.
 */
const afterCursor = (time: SQLWrapper | string, id: SQLWrapper | string) =>
  sql`(${users.createdAt}, ${users.id}) < ((SELECT ${time}::timestamptz), (SELECT ${id}::text))`;

/** A page of members in SQL: the rows come back as AdminUserRow, with nothing for Drizzle to map. */
function pageQuery(conditions: SQL[], limit: number): SQL {
  // NULLS LAST as users_created_idx has it: a plain DESC (NULLS FIRST) cannot read that index and
  // sorts the whole table for every page. The LIMIT is a literal, not a parameter: a plan made for
  // any LIMIT $n assumes a tenth of the table is wanted and sorts, so PostgreSQL would plan a named
  // statement again on every call.
  return sql`SELECT ${userSelectList} FROM ${users} WHERE ${and(...conditions)}
    ORDER BY ${users.createdAt} DESC NULLS LAST, ${users.id} DESC NULLS LAST
    LIMIT ${sql.raw(String(limit))}`;
}

/**
 * Without a search term, the filters whose values all read an index in the list's order with the
 * same plan, whatever the value: their statements are named and planned once per connection.
 * Last-seen days are not: a narrow range wants users_last_seen_idx, which only a plan made with the
 * days finds. (A search by words reads user_search_words_idx whatever the filters.)
 */
const planOnce = (filter: AdminUsersFilter) => !filter.lastSeenFrom && !filter.lastSeenTo;

/**
 * A search term as summit_search_text (migration 0036) splits a text into words: composed, lower
 * case, without the dot above that lower-casing "İ" leaves, final sigma as sigma, runs of digits
 * apart from letters, anything but letters and digits between words. A test holds the two together.
 */
export function searchWords(term: string): string[] {
  return term
    .normalize("NFC")
    .toLowerCase()
    .replaceAll("\u0307", "")
    .replaceAll("ς", "σ")
    .replace(/\p{Nd}+/gu, " $& ")
    .split(/[^\p{L}\p{Nd}]+/u)
    .filter(Boolean);
}

/** The words of user_search_words from `from` (included) to `to` (excluded), in its order. */
export type WordRange = { from: string; to: string; prefix: boolean };

/**
 * How a search term is looked up:
 * - `address`: a part of an e-mail address with its "@" and something before it, found anywhere in
 *   the address ("arlie.yates@icl"). The mailbox's end read backwards is a prefix, and the
 *   domain's start one, which users_email_parts_idx finds together without reading a member.
 * - `words`: anything else, found at the start of a word of the name, address or company's name.
 *   One word reads user_search_words from it to the last word that starts with it: members whose
 *   word is the term come first, then those of each longer word in turn, newest sign-ups first
 *   within each. More words must stand in that order in the name, the address or the company's
 *   name: the one with the fewest members is read, the others are looked up for each of them, and
 *   the phrase is checked last. Each word is a range of user_search_words: the last one may be the
 *   start of a longer word, the others are whole.
 * - `none`: no letters or digits to look for; the whole list.
 */
export type UserSearch =
  | {
      kind: "address";
      term: string;
      /** The mailbox's end read backwards, as a range. */
      from: string;
      to: string;
      /** The domain's start as a range, when the part goes on after the "@". */
      domain: { from: string; to: string } | null;
      fenced: boolean;
    }
  | { kind: "words"; ranges: WordRange[]; phrase: string | null }
  | { kind: "none" };

/**
 * A mailbox's end this long or longer is in a few addresses: its statement is planned once and reads
 * users_email_parts_idx first. A shorter one ("a@gmail") may be in a tenth of them, which
 * only a plan made with the term reads well.
 */
const SELECTIVE_MAILBOX_END = 3;

export function userSearch(q: string | undefined): UserSearch {
  const term = q?.toLowerCase() ?? "";
  const at = term.indexOf("@");
  if (at > 0) {
    const mailboxEnd = [...term.slice(0, at)].reverse().join("");
    const domainStart = term.slice(at + 1);
    return {
      kind: "address",
      term,
      from: mailboxEnd,
      to: nextPrefix(mailboxEnd),
      domain: domainStart ? { from: domainStart, to: nextPrefix(domainStart) } : null,
      fenced: at >= SELECTIVE_MAILBOX_END,
    };
  }
  const words = searchWords(term);
  if (words.length === 0) return { kind: "none" };
  return {
    kind: "words",
    // A whole word is the only one from it up to the next string that sorts after it with a longer
    // one (words hold no U+0001).
    ranges: words
      .map((word, index) => {
        const prefix = index === words.length - 1;
        return { from: word, to: prefix ? nextPrefix(word) : `${word}\u0001`, prefix };
      })
      .filter(
        (range, index, all) =>
          all.findIndex((other) => other.from === range.from && other.prefix === range.prefix) === index,
      ),
    phrase: words.length > 1 ? `% ${words.join(" ")}%` : null,
  };
}

/** How many of a term's other words are looked up for each member read before its phrase is checked. */
const LOOKED_UP_WORDS = 3;

/** Counting a word's members stops here: enough to tell a rare word from a common one. */
const ENOUGH_TO_COMPARE = 2000;

/** How many of a term's words are counted at most: its longest, the likeliest to be rare. */
const COUNTED_WORDS = 4;

/**
 * The ranges, the one with the fewest members first (up to ENOUGH_TO_COMPARE; ties, and the words
 * past COUNTED_WORDS, longest first).
 */
async function byFewestMembers(db: Executor, all: WordRange[]): Promise<WordRange[]> {
  const longestFirst = [...all].sort((a, b) => b.from.length - a.from.length);
  const ranges = longestFirst.slice(0, COUNTED_WORDS);
  const w = userSearchWords;
  const counts = ranges.map(
    ({ from, to }) => sql`(SELECT count(*)::int FROM (SELECT 1 FROM ${w}
      WHERE ${w.word} ~>=~ ${from} AND ${w.word} ~<~ ${to} LIMIT ${ENOUGH_TO_COMPARE}) AS hit)`,
  );
  const result = await db.execute<{ counts: number[] }>(
    sql`SELECT ARRAY[${sql.join(counts, sql`, `)}] AS counts`,
  );
  const members = result.rows[0]?.counts ?? [];
  return [
    ...ranges
      .map((range, index) => ({ range, members: members[index] ?? 0 }))
      .sort((a, b) => a.members - b.members)
      .map(({ range }) => range),
    ...longestFirst.slice(COUNTED_WORDS),
  ];
}

/** The words of a text as summit_search_text writes them, with a space before. */
const spacedWords = (text: SQLWrapper) => sql`' ' || summit_search_text(${text})`;

/** Whether the phrase of the search's words stands in the name, the address or the company's name. */
const hasPhrase = (phrase: SQLWrapper) =>
  sql`(${spacedWords(users.name)} LIKE ${phrase} OR ${spacedWords(users.email)} LIKE ${phrase}
    OR ${spacedWords(users.companyName)} LIKE ${phrase})`;

/**
 * Which part of user_search_words a statement of a search by words reads, in its order (word, then
 * newest sign-up first): a first page from the range's start; after a cursor, what remains of the
 * cursor's word, then, only when that leaves the page short, the words after it. Deep in a common
 * word the second is never run: the longer words after it hold members mostly listed at the word
 * already (reading both in one statement took 6 ms a page for "wang"), and the first is as plain
 * as a page of the list.
 */
type WordsPart = "fromStart" | "sameWord" | "laterWords";

/**
 * A statement of a page of the members found by words: `part` of the range, joined to the member,
 * stopped at the page's size. A member with two words that start alike is listed at the first.
 */
function wordsPageQuery(
  conditions: SQL[],
  shape: { lookedUp: number; withPhrase: boolean; part: WordsPart; limit: number },
): SQL {
  const { lookedUp, withPhrase, part, limit } = shape;
  const w = userSearchWords;
  const from = sql.placeholder("from");
  const to = sql.placeholder("to");
  const firstWordOnly = sql`(${w.word} = ${from} OR NOT EXISTS (
    SELECT 1 FROM ${w} AS earlier WHERE earlier.user_id = ${w.userId}
      AND earlier.word ~>=~ ${from} AND earlier.word ~<~ ${w.word}))`;
  const others = Array.from(
    { length: lookedUp },
    (_, index) => sql`EXISTS (SELECT 1 FROM ${w} AS other WHERE other.user_id = ${w.userId}
      AND other.word ~>=~ ${sql.placeholder(`from${index}`)} AND other.word ~<~ ${sql.placeholder(`to${index}`)})`,
  );
  const matches = [...conditions, firstWordOnly, ...others];
  if (withPhrase) matches.push(hasPhrase(sql.placeholder("phrase")));
  const afterWord = hidden("afterWord");
  // NULLS LAST as user_search_words_idx has it, or the index gives only the word's order.
  const newestFirst = sql`${w.createdAt} DESC NULLS LAST, ${w.userId} DESC NULLS LAST`;
  const byWord = sql`${w.word} USING ~<~, ${newestFirst}`;
  const [range, order] = {
    fromStart: [sql`${w.word} ~>=~ ${from} AND ${w.word} ~<~ ${to}`, byWord],
    sameWord: [
      sql`${w.word} = ${afterWord} AND (${w.createdAt}, ${w.userId})
        < ((SELECT ${sql.placeholder("afterTime")}::timestamptz), ${hidden("afterId")})`,
      newestFirst,
    ],
    laterWords: [sql`${w.word} ~>~ ${afterWord} AND ${w.word} ~<~ ${to}`, byWord],
  }[part];
  return sql`SELECT ${userSelectList}, ${w.word} AS "matchedWord"
    FROM ${w} JOIN ${users} ON ${users.id} = ${w.userId}
    WHERE ${range} AND ${and(...matches)}
    ORDER BY ${order} LIMIT ${sql.raw(String(limit))}`;
}

/**
 * A page of the members whose address holds a part with its "@": those whose mailbox ends as the
 * part's does, checked for the whole part. Fenced, the candidates are read first (a plan made once
 * could otherwise walk users_created_idx hoping to meet them); unfenced, the planner sees the term.
 */
function addressPageQuery(
  conditions: SQL[],
  limit: number,
  fenced: boolean,
  part: Record<"term" | "from" | "to", SQLWrapper | string> & {
    domain?: { from: SQLWrapper | string; to: SQLWrapper | string };
  },
): SQL {
  const mailboxEnd = sql`reverse(split_part(lower(${users.email}), '@', 1))`;
  const domain = sql`split_part(lower(${users.email}), '@', 2)`;
  const inDomain =
    part.domain && sql`AND ${domain} ~>=~ ${part.domain.from} AND ${domain} ~<~ ${part.domain.to}`;
  return sql`WITH candidates AS ${sql.raw(fenced ? "MATERIALIZED" : "NOT MATERIALIZED")} (
      SELECT ${users.id} AS id FROM ${users}
      WHERE ${mailboxEnd} ~>=~ ${part.from} AND ${mailboxEnd} ~<~ ${part.to} ${inDomain}
    )
    ${pageQuery(
      [
        ...conditions,
        sql`${users.id} IN (SELECT id FROM candidates)`,
        sql`strpos(lower(${users.email}), ${part.term}) > 0`,
      ],
      limit,
    )}`;
}

/** Named statements by shape, built on first use. */
const statements = new Map<string, ReturnType<typeof namedStatement<AdminUserRow>>>();

function statementFor(shape: unknown[], build: () => SQL) {
  const key = JSON.stringify(shape);
  let statement = statements.get(key);
  if (!statement) {
    statement = namedStatement<AdminUserRow>(build());
    statements.set(key, statement);
  }
  return statement;
}

/**
 * The cursor: the last row's sign-up time and id, and for a search by words the word it was found
 * by first.
 */
export type UserCursorKey = [string, string] | [string, string, string];

export async function listUsers(
  db: Executor,
  filter: AdminUsersFilter,
  search: UserSearch,
  page: { limit: number; after?: UserCursorKey },
): Promise<AdminUserRow[]> {
  const { q: _term, ...filters } = filter;
  const set = Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key)
    .sort();
  const [afterWord, afterTime, afterId] =
    page.after?.length === 3 ? page.after : [undefined, ...(page.after ?? [])];
  const values = { ...filters, ...search, afterWord, afterTime, afterId };
  const placeholders = () => filterConditions(filters, hidden);
  const withCursor = !!page.after;
  const shape = [search.kind, set, filter.status, withCursor, page.limit];
  if (search.kind === "words") {
    // Later pages read the range the first page read: the one that holds the cursor's word.
    const holdsCursor = ({ from, prefix }: WordRange) =>
      afterWord !== undefined && (prefix ? afterWord.startsWith(from) : afterWord === from);
    if (afterWord !== undefined && !search.ranges.some(holdsCursor)) {
      throw invalid("cursor: not a cursor this list gave out.");
    }
    const [first, ...others] =
      search.ranges.length === 1
        ? search.ranges
        : search.ranges.some(holdsCursor)
          ? [...search.ranges.filter(holdsCursor), ...search.ranges.filter((range) => !holdsCursor(range))]
          : await byFewestMembers(db, search.ranges);
    // The phrase decides; the first few other words, looked up in the index, spare most members
    // its check, and bound the statement's shapes (q may have a hundred words).
    const lookedUp = others.slice(0, LOOKED_UP_WORDS);
    const otherValues = Object.fromEntries(
      lookedUp.flatMap((range, index) => [
        [`from${index}`, range.from],
        [`to${index}`, range.to],
      ]),
    );
    const withPhrase = search.phrase !== null;
    const read = (part: WordsPart) =>
      statementFor([...shape, lookedUp.length, withPhrase, part], () =>
        wordsPageQuery(placeholders(), { lookedUp: lookedUp.length, withPhrase, part, limit: page.limit }),
      )(db, { ...values, from: first?.from, to: first?.to, ...otherValues });
    if (!withCursor) return read("fromStart");
    const sameWord = await read("sameWord");
    if (sameWord.length >= page.limit) return sameWord;
    return [...sameWord, ...(await read("laterWords"))].slice(0, page.limit);
  }
  if (search.kind === "address" && search.fenced) {
    const withDomain = search.domain !== null;
    return statementFor([...shape, withDomain], () => {
      const conditions = placeholders();
      if (withCursor) conditions.push(afterCursor(sql.placeholder("afterTime"), sql.placeholder("afterId")));
      return addressPageQuery(conditions, page.limit, true, {
        term: hidden("term"),
        from: hidden("from"),
        to: hidden("to"),
        domain: withDomain ? { from: hidden("domainFrom"), to: hidden("domainTo") } : undefined,
      });
    })(db, { ...values, domainFrom: search.domain?.from, domainTo: search.domain?.to });
  }
  if (search.kind === "none" && planOnce(filters)) {
    return statementFor(shape, () => {
      const conditions = placeholders();
      if (withCursor) conditions.push(afterCursor(sql.placeholder("afterTime"), sql.placeholder("afterId")));
      return pageQuery(conditions, page.limit);
    })(db, values);
  }
  // Planned with the values: last-seen days, or a short mailbox's end.
  const conditions = filterConditions(filters, (_key, own) => own);
  if (afterTime && afterId) conditions.push(afterCursor(afterTime, afterId));
  const query =
    search.kind === "address"
      ? addressPageQuery(conditions, page.limit, false, { ...search, domain: search.domain ?? undefined })
      : pageQuery(conditions, page.limit);
  const result = await db.execute<AdminUserRow>(query);
  return result.rows;
}

export async function findUser(db: Executor, id: string) {
  const [row] = await db
    .select({
      ...userColumns,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      industry: users.industry,
      timeZone: users.timeZone,
      companyRole: companyAdmins.privilege,
      customerId: customers.id,
      customerEmail: customers.email,
      customerPlanName: customers.planName,
    })
    .from(users)
    .leftJoin(
      companyAdmins,
      and(eq(companyAdmins.companyId, users.companyId), eq(companyAdmins.userId, users.id)),
    )
    .leftJoin(customers, eq(customers.id, users.customerId))
    .where(and(eq(users.id, id), isNull(users.formerMemberAt)))
    .limit(1);
  return row;
}

/** What the member did in the last RECENT_ACTIVITY_DAYS days, one count per kind, in one statement. */
export async function countRecentActivity(
  db: Executor,
  userId: string,
): Promise<Record<ActivityKind, number>> {
  const since = sql`now() - make_interval(days => ${RECENT_ACTIVITY_DAYS})`;
  const count = (table: SQL, userColumn: SQL, timeColumn: SQL) =>
    sql`(SELECT count(*)::int FROM ${table} WHERE ${userColumn} = ${userId} AND ${timeColumn} >= ${since})`;
  const [row] = await db
    .select({
      posts: count(sql`${posts}`, sql`${posts.authorId}`, sql`${posts.createdAt}`),
      comments: count(sql`${comments}`, sql`${comments.authorId}`, sql`${comments.createdAt}`),
      reactions: sql<number>`${count(sql`${postReactions}`, sql`${postReactions.userId}`, sql`${postReactions.createdAt}`)} + ${count(sql`${commentReactions}`, sql`${commentReactions.userId}`, sql`${commentReactions.createdAt}`)}`,
      bookmarks: count(sql`${bookmarks}`, sql`${bookmarks.userId}`, sql`${bookmarks.createdAt}`),
      eventRegistrations: count(
        sql`${eventRegistrations}`,
        sql`${eventRegistrations.userId}`,
        sql`${eventRegistrations.createdAt}`,
      ),
      contentViews: count(
        sql`${contentProgress}`,
        sql`${contentProgress.userId}`,
        sql`${contentProgress.updatedAt}`,
      ),
      courseEnrolments: count(
        sql`${courseEnrolments}`,
        sql`${courseEnrolments.userId}`,
        sql`${courseEnrolments.enrolledAt}`,
      ),
    })
    .from(sql`(SELECT 1) AS one`);
  if (!row) throw new Error("the activity counts returned no row");
  return row as Record<ActivityKind, number>;
}
