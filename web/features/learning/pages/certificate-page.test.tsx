import { screen, waitFor } from "@testing-library/react";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it, vi } from "vitest";
import { CERTIFICATE_ID, testCertificate } from "../testing/learning-fixtures";

const PATH = `/certificates/${CERTIFICATE_ID}`;
const CERTIFICATE = `GET /api/certificates/${CERTIFICATE_ID}`;

describe("a certificate's page", () => {
  it("shows a visitor the certificate, verified, to print or download", async () => {
    const print = vi.fn();
    vi.stubGlobal("print", print);
    const { user } = renderApp({
      path: PATH,
      api: { [CERTIFICATE]: { body: testCertificate({ viewerIsHolder: false }) } },
    });

    expect(
      await screen.findByRole("heading", { level: 1, name: "Certificate of completion" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Verified: issued by Summit to Ada Lovelace on March 10, 2026."),
    ).toBeInTheDocument();
    expect(screen.getByText("Zero trust in practice")).toBeInTheDocument();
    expect(screen.getByText("3 lessons · 1 h 30 min of learning")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
      "href",
      `/api/certificates/${CERTIFICATE_ID}/pdf`,
    );
    expect(screen.getByRole("link", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Certificate: Zero trust in practice · Summit"));

    await user.click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("lets its holder hide it", async () => {
    let hidden = false;
    const { user, server } = renderApp({
      path: PATH,
      signedIn: true,
      api: {
        [CERTIFICATE]: () => ({ body: testCertificate({ hidden }) }),
        [`PUT /api/certificates/${CERTIFICATE_ID}/hidden`]: () => {
          hidden = true;
          return { status: 204 };
        },
      },
    });

    await user.click(await screen.findByRole("switch", { name: "Anyone with the link can verify it" }));

    expect(await screen.findByText(/This certificate is hidden: only you can see it/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("switch", { name: "Anyone with the link can verify it" })).not.toBeChecked(),
    );
    expect(server.calls(`PUT /api/certificates/${CERTIFICATE_ID}/hidden`)).toHaveLength(1);
  });

  it("does not offer the switch to a member who does not hold it", async () => {
    renderApp({
      path: PATH,
      signedIn: true,
      api: { [CERTIFICATE]: { body: testCertificate({ viewerIsHolder: false }) } },
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Certificate of completion" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Print" })).toBeInTheDocument();
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
  });

  it("says there is nothing to verify for an unknown or hidden certificate", async () => {
    renderApp({
      path: PATH,
      api: {
        [CERTIFICATE]: { status: 404, body: { reason: "NotFound", messages: ["Certificate not found."] } },
      },
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Certificate not found" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/its holder may have hidden it/)).toBeInTheDocument();
  });

  it("does not ask about an address that cannot name a certificate", async () => {
    const { server } = renderApp({ path: "/certificates/nonsense" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Certificate not found" }),
    ).toBeInTheDocument();
    expect(server.requests.some((request) => request.path.startsWith("/api/certificates"))).toBe(false);
  });
});
