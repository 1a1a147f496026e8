// The results of a search: the best few of every type ("all"), or one type a page at a time.

import type { DiscoverSearchResult } from "@common/discover";
import { DISCOVER_TYPES, type DiscoverType } from "@common/discover-constants";
import EventOutlined from "@mui/icons-material/EventOutlined";
import PersonSearchOutlined from "@mui/icons-material/PersonSearchOutlined";
import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import SearchOffOutlined from "@mui/icons-material/SearchOffOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { EmptyState } from "@web/lib/components/empty-state";
import { LoadMore } from "@web/lib/components/load-more";
import { SectionBoundary } from "@web/lib/components/query-boundary";
import { Link as RouterLink } from "react-router";
import {
  isMemberType,
  type MemberType,
  useSuspenseAllResults,
  useSuspenseTypeResults,
} from "../api/discover";
import { TYPE_INFO, typeItems } from "./discover-types";
import { formatTotalOf } from "./format";
import { ResultList } from "./result-list";

/** Says which search ran when misspelt words were replaced. */
function CorrectionNote({ result }: { result: DiscoverSearchResult }) {
  if (!result.correctedQuery) return null;
  // Members' results have events and courses, which the corrected search also ran on.
  const searched =
    result.events || result.courses
      ? "posts, videos, articles, events and courses"
      : "posts, videos and articles";
  return (
    <Typography role="status" sx={{ mb: 2 }}>
      Showing results for <strong>{result.correctedQuery}</strong>{" "}
      <Box component="span" sx={{ color: "text.secondary" }}>
        ({searched}; you searched for “{result.search}”)
      </Box>
    </Typography>
  );
}

const matchingLabel = (type: DiscoverType, term: string) => `${TYPE_INFO[type].label} matching “${term}”`;

function NothingFound({ term, what }: { term: string; what: string }) {
  return (
    <EmptyState Icon={SearchOffOutlined} title={`No ${what} match “${term}”`}>
      Check the spelling, or try other or fewer words.
    </EmptyState>
  );
}

const SIGN_IN_FOR: Record<MemberType, { Icon: typeof PersonSearchOutlined; text: string }> = {
  people: { Icon: PersonSearchOutlined, text: "Members find each other by name, job title and company." },
  events: { Icon: EventOutlined, text: "Members find the events of every community and register for them." },
  courses: {
    Icon: SchoolOutlined,
    text: "Members find courses for every community and learn at their own pace.",
  },
};

function SignInFor({ type }: { type: MemberType }) {
  const { Icon, text } = SIGN_IN_FOR[type];
  return (
    <EmptyState
      Icon={Icon}
      title={`Sign in to find ${TYPE_INFO[type].many}`}
      action={
        <Button variant="contained" component={RouterLink} to="/auth">
          Sign in
        </Button>
      }
    >
      {text}
    </EmptyState>
  );
}

interface AllResultsProps {
  term: string;
  signedIn: boolean;
  onShowType: (type: DiscoverType) => void;
}

export function AllResults(props: AllResultsProps) {
  return (
    <SectionBoundary key={props.term} loadingLabel="Searching" errorTitle="The search failed">
      <AllResultsList {...props} />
    </SectionBoundary>
  );
}

function AllResultsList({ term, signedIn, onShowType }: AllResultsProps) {
  const result = useSuspenseAllResults(term);
  const sections = DISCOVER_TYPES.flatMap((type) => {
    const section = result[type];
    return section && section.items.length > 0 ? [{ type, section }] : [];
  });
  return (
    <>
      <CorrectionNote result={result} />
      {sections.length === 0 ? (
        <NothingFound
          term={term}
          what={
            signedIn
              ? "companies, posts, videos, articles, events or courses"
              : "companies, posts, videos or articles"
          }
        />
      ) : (
        <Stack spacing={4}>
          {sections.map(({ type, section }) => {
            const info = TYPE_INFO[type];
            return (
              <Box component="section" key={type} aria-labelledby={`discover-${type}-heading`}>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: "baseline", justifyContent: "space-between", mb: 1.5, flexWrap: "wrap" }}
                >
                  <Typography variant="h2" id={`discover-${type}-heading`}>
                    {info.label}
                  </Typography>
                  <Typography color="text.secondary">
                    {formatTotalOf(section.total, info.one, info.many)}
                  </Typography>
                </Stack>
                <ResultList
                  label={matchingLabel(type, term)}
                  items={typeItems(type, section)}
                  render={(item) => item.card}
                />
                {(section.total.more || section.total.count > section.items.length) && (
                  <Button sx={{ mt: 1 }} onClick={() => onShowType(type)}>
                    See all {formatTotalOf(section.total, info.one, info.many)}
                  </Button>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
      {!signedIn && (
        <Typography color="text.secondary" sx={{ mt: 3 }}>
          Members also find people, events, courses, hub conversations and members-only videos and articles.{" "}
          <Button component={RouterLink} to="/auth" size="small">
            Sign in
          </Button>
        </Typography>
      )}
    </>
  );
}

export function TypeResults({
  term,
  type,
  signedIn,
}: {
  term: string;
  type: DiscoverType;
  signedIn: boolean;
}) {
  if (!signedIn && isMemberType(type)) return <SignInFor type={type} />;
  return (
    <SectionBoundary
      key={`${type} ${term}`}
      loadingLabel={`Searching ${TYPE_INFO[type].many}`}
      errorTitle="The search failed"
    >
      <TypeResultList term={term} type={type} />
    </SectionBoundary>
  );
}

function TypeResultList({ term, type }: { term: string; type: DiscoverType }) {
  const results = useSuspenseTypeResults(term, type);
  const info = TYPE_INFO[type];
  const pages = results.data.pages;
  const first = pages[0];
  const items = pages.flatMap((page) => typeItems(type, page[type]));
  const total = first?.[type]?.total;
  return (
    <>
      {first && <CorrectionNote result={first} />}
      {items.length === 0 || !total ? (
        <NothingFound term={term} what={info.many} />
      ) : (
        <>
          <Typography variant="h2" sx={{ mb: 1.5 }}>
            {formatTotalOf(total, info.one, info.many)}
          </Typography>
          <ResultList label={matchingLabel(type, term)} items={items} render={(item) => item.card} />
          <LoadMore
            hasMore={results.hasNextPage}
            loading={results.isFetchingNextPage}
            onLoadMore={() => results.fetchNextPage()}
            label={`Load more ${info.many}`}
          />
        </>
      )}
    </>
  );
}
