import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { lazyZodResolver } from "./lazy-zod-resolver";

const Schema = z.object({ email: z.email("Enter a valid email address") });
type Values = z.infer<typeof Schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("lazyZodResolver", () => {
  it("loads the schema once, at the first validation, and validates with it", async () => {
    const load = vi.fn(async () => Schema);
    const resolver = lazyZodResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();

    const invalid = await resolver({ email: "nope" }, undefined, options);
    expect(invalid.errors.email?.message).toBe("Enter a valid email address");
    const valid = await resolver({ email: "ada@example.com" }, undefined, options);
    expect(valid.values).toEqual({ email: "ada@example.com" });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries the download again at the next validation when it failed", async () => {
    const load = vi
      .fn<() => Promise<typeof Schema>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(Schema);
    const resolver = lazyZodResolver<Values>(load);

    await expect(resolver({ email: "nope" }, undefined, options)).rejects.toThrow("offline");
    const retried = await resolver({ email: "nope" }, undefined, options);
    expect(retried.errors.email?.message).toBe("Enter a valid email address");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
