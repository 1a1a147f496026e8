// Runs in every server test file: a pooled connection requested inside a transaction fails the
// test that caused it, even where the code under test caught the error.

import { takeTransactionGuardViolations } from "@server/platform/database/client";
import { afterEach, expect } from "vitest";

afterEach(() => {
  expect(takeTransactionGuardViolations(), "pooled connections requested inside a transaction").toEqual([]);
});
