// Certificates: anyone with the link can confirm one is genuine (its page and its PDF), unless its
// holder hid it; only the holder hides and shows it again.
import type { Certificate } from "@common/learning";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database } from "@server/platform/database/client";
import { forbidden, notFound } from "@server/platform/errors";
import { toCertificate } from "./learning.presenter";
import { findCertificate, setCertificateHidden } from "./learning.repository";

/** A certificate as anyone sees it; a hidden one exists only for its holder. */
export async function verifyCertificate(
  db: Database,
  user: SessionUser | null,
  certificateId: string,
): Promise<Certificate> {
  const row = await findCertificate(db, certificateId);
  if (!row || (row.hiddenAt && row.userId !== user?.id)) throw notFound("Certificate");
  return toCertificate(row, user?.id ?? null);
}

export async function hideCertificate(
  db: Database,
  user: SessionUser,
  certificateId: string,
  hidden: boolean,
): Promise<void> {
  const row = await findCertificate(db, certificateId);
  if (!row) throw notFound("Certificate");
  if (row.userId !== user.id) throw forbidden("Only the certificate's holder can hide it.");
  await setCertificateHidden(db, certificateId, hidden);
}
