import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, errorMessage } from "./api-client";

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );
}

/** The request the client sent, as the server would receive it. */
function sentRequest(): Request {
  const request = vi.mocked(fetch).mock.calls[0]?.[0];
  if (!(request instanceof Request)) throw new Error("no request was sent");
  return request;
}

describe("the API client", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends JSON with the session cookie and reads JSON back", async () => {
    answer(200, { id: "c-1", name: "Reading" });
    await expect(api.post("/api/bookmark-collections", { body: { name: "Reading" } })).resolves.toEqual({
      id: "c-1",
      name: "Reading",
    });
    const request = sentRequest();
    expect(new URL(request.url).pathname).toBe("/api/bookmark-collections");
    expect(request).toMatchObject({ method: "POST", credentials: "same-origin" });
    expect(await request.text()).toBe('{"name":"Reading"}');
    expect(request.headers.get("Content-Type")).toBe("application/json");
    expect(request.headers.get("Accept")).toBe("application/json");
  });

  it("fills path parameters and the query string in", async () => {
    answer(200, { items: [], nextCursor: null });
    await api.get("/api/companies/{id}/employees", {
      params: { path: { id: "company 1" }, query: { search: "ada", cursor: "next" } },
    });
    const url = new URL(sentRequest().url);
    expect(url.pathname).toBe("/api/companies/company%201/employees");
    expect(url.searchParams.get("search")).toBe("ada");
    expect(url.searchParams.get("cursor")).toBe("next");
  });

  it("gives null for an answer without a body", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(
      api.delete("/api/bookmark-collections/{id}", { params: { path: { id: "c-1" } } }),
    ).resolves.toBeNull();
    expect(sentRequest().method).toBe("DELETE");
  });

  it("turns the error object into an ApiError with status, reason and messages", async () => {
    answer(401, { reason: "AccessDenied", messages: ["Invalid email or password"], code: "X" });
    const error = await api.get("/api/profile").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      reason: "AccessDenied",
      messages: ["Invalid email or password"],
      message: "Invalid email or password",
    });
    expect(errorMessage(error)).toBe("Invalid email or password");
  });

  it("gives a readable message when the body is not the error object", async () => {
    answer(403, undefined);
    await expect(api.get("/api/profile")).rejects.toMatchObject({
      reason: "AccessDenied",
      message: "Access denied.",
    });
    answer(500, "<html>Bad gateway</html>");
    await expect(api.get("/api/profile")).rejects.toMatchObject({
      reason: "InternalError",
      message: "Operation failed.",
    });
    answer(429, { message: "Too many requests." });
    await expect(api.get("/api/profile")).rejects.toMatchObject({
      reason: "Failure",
      messages: ["Too many requests."],
    });
    answer(400, { reason: "Unheard-of", messages: ["Name is required"] });
    await expect(api.get("/api/profile")).rejects.toMatchObject({
      reason: "Invalid",
      messages: ["Name is required"],
    });
  });

  it("reports a failed connection as 'Cannot connect to server.'", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(api.get("/api/config")).rejects.toMatchObject({
      status: 0,
      reason: "Failure",
      message: "Cannot connect to server.",
    });
  });

  it("sends files as multipart form data without forcing a JSON content type", async () => {
    answer(200, { photoUrl: "/p.png" });
    const file = new File(["x"], "me.png", { type: "image/png" });
    await api.put("/api/profile/photo", { body: { file } });
    const request = sentRequest();
    expect(request.headers.get("Content-Type")).toMatch(/^multipart\/form-data; boundary=/);
    const sent = await request.formData();
    expect(sent.get("file")).toMatchObject({ name: "me.png", type: "image/png" });
  });
});
