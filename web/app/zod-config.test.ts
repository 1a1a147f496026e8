import { describe, expect, it } from "vitest";
import "./zod-config";
import { config, z } from "zod";

describe("zod's settings for the web app", () => {
  it("are the ones zod reads: no eval probe, which the Content-Security-Policy would report", () => {
    expect(config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: "Ada" })).toEqual({ name: "Ada" });
  });
});
