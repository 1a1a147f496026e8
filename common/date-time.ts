// Dates and times clients send: ISO 8601 with an offset, within the years PostgreSQL stores.
import { z } from "zod";

// Year 0 and years past 9999 in UTC pass an ISO 8601 check yet fail as a cast in PostgreSQL.
const EARLIEST = Date.parse("0001-01-01T00:00:00Z");
const LATEST = Date.parse("9999-12-31T23:59:59.999Z");

/** An ISO 8601 date and time with an offset ("2025-03-01T09:00:00+01:00"); `message` names the field. */
export const isoDateTime = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).refine((value) => {
    const time = Date.parse(value);
    return time >= EARLIEST && time <= LATEST;
  }, message);
