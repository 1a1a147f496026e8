import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiClient } from "./api-client";

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );
}

describe("the API client", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends JSON with the session cookie and reads JSON back", async () => {
    answer(200, { ok: true });
    await expect(apiClient.post("/api/things", { name: "x" })).resolves.toEqual({ ok: true });
    const [path, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(path).toBe("/api/things");
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin", body: '{"name":"x"}' });
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
  });

  it("turns the error object into an ApiError with status, reason and messages", async () => {
    answer(401, { reason: "AccessDenied", messages: ["Invalid email or password"], code: "X" });
    const error = await apiClient.get("/api/profile").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      reason: "AccessDenied",
      messages: ["Invalid email or password"],
      message: "Invalid email or password",
    });
  });

  it("gives a readable message when the body is not the error object", async () => {
    answer(403, undefined);
    await expect(apiClient.get("/api/profile")).rejects.toMatchObject({
      reason: "AccessDenied",
      message: "Access denied.",
    });
    answer(500, "<html>Bad gateway</html>");
    await expect(apiClient.get("/api/profile")).rejects.toMatchObject({
      reason: "InternalError",
      message: "Operation failed.",
    });
  });

  it("reports a failed connection as 'Cannot connect to server.'", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(apiClient.get("/api/config")).rejects.toMatchObject({
      status: 0,
      message: "Cannot connect to server.",
    });
  });

  it("sends files as multipart form data without forcing a JSON content type", async () => {
    answer(200, { photoUrl: "/p.png" });
    const form = new FormData();
    form.append("file", new File(["x"], "me.png", { type: "image/png" }));
    await apiClient.put("/api/profile/photo", form);
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has("Content-Type")).toBe(false);
  });
});
