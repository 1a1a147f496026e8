// SQL for serving files: what a storage key is (an upload, an upload's thumbnail, a profile photo)
// and everything it belongs to now, with the facts the rules in files.service need, in one query.
import { FILES_URL_PREFIX } from "@common/uploads";
import type { Database } from "@server/platform/database/client";

/** The upload a key names: its original, or its thumbnail. */
export interface StoredUpload {
  kind: string;
  contentType: string;
  fileName: string;
  uploadedBy: string | null;
  createdAt: Date;
  /** The key is the upload's thumbnail, not the file itself. */
  thumbnail: boolean;
}

/** Something a file belongs to, with what decides who may see it. */
export type FileOwner =
  | { kind: "accountFile"; companyId: string; viewerIsCompanyAdmin: boolean }
  | { kind: "companyLogo" | "productImage" | "resource"; companyIsPage: boolean }
  | { kind: "postAttachment"; hidden: boolean; companyId: string | null; companyIsPage: boolean | null }
  | { kind: "contentVideo" | "contentCover"; hidden: boolean; visibility: string }
  | { kind: "eventCover" }
  /** onPublicPage is only worked out for visitors; null otherwise. */
  | { kind: "profilePhoto"; userId: string; visibility: unknown; onPublicPage: boolean | null };

export interface FileOwnership {
  upload: StoredUpload | null;
  owners: FileOwner[];
}

interface OwnershipRow {
  upload: (Omit<StoredUpload, "createdAt"> & { createdAt: string }) | null;
  owners: FileOwner[];
}

/**
 * The upload stored under key and what it belongs to: account files, logos, product images,
 * resources, post attachments, content videos and covers, event covers; or, for a photo, the
 * members whose photo it is. Each lookup is one probe of an index on the referencing column.
 * viewerId (null for a visitor) decides the viewer-dependent facts: whether
 * they administer an account file's company, and, for visitors only, whether a photo's member
 * appears on a page visitors see (their company posts, comments on them, products they own).
 */
export async function findFileOwnership(
  db: Database,
  key: string,
  viewerId: string | null,
): Promise<FileOwnership> {
  const { rows } = await db.$client.query<OwnershipRow>({
    name: "files_ownership",
    text: `WITH upload AS MATERIALIZED (
             (SELECT id, kind, content_type, file_name, uploaded_by, created_at, false AS thumbnail
              FROM uploads WHERE storage_key = $1)
             UNION ALL
             (SELECT id, kind, content_type, file_name, uploaded_by, created_at, true
              FROM uploads WHERE thumbnail_key = $1)
             LIMIT 1
           ),
           owners AS (
             SELECT json_build_object('kind', 'accountFile', 'companyId', f.company_id,
                      'viewerIsCompanyAdmin', EXISTS (
                        SELECT 1 FROM company_admins a WHERE a.company_id = f.company_id AND a.user_id = $2))
                    AS owner
             FROM upload JOIN account_files f ON f.upload_id = upload.id
             UNION ALL
             SELECT json_build_object('kind', 'companyLogo', 'companyIsPage', c.is_page)
             FROM upload JOIN companies c ON c.logo_upload_id = upload.id
             UNION ALL
             SELECT json_build_object('kind', 'productImage', 'companyIsPage', c.is_page)
             FROM upload JOIN products p ON p.image_upload_id = upload.id
             JOIN companies c ON c.id = p.company_id
             UNION ALL
             SELECT json_build_object('kind', 'resource', 'companyIsPage', c.is_page)
             FROM upload JOIN resources r ON r.upload_id = upload.id
             JOIN companies c ON c.id = r.company_id
             UNION ALL
             SELECT json_build_object('kind', 'postAttachment', 'hidden', p.hidden_at IS NOT NULL,
                      'companyId', p.company_id, 'companyIsPage', c.is_page)
             FROM upload JOIN post_attachments pa ON pa.upload_id = upload.id
             JOIN posts p ON p.id = pa.post_id
             LEFT JOIN companies c ON c.id = p.company_id
             UNION ALL
             SELECT json_build_object('kind', 'contentVideo', 'hidden', ci.hidden_at IS NOT NULL,
                      'visibility', ci.visibility)
             FROM upload JOIN content_items ci ON ci.video_upload_id = upload.id
             UNION ALL
             SELECT json_build_object('kind', 'contentCover', 'hidden', ci.hidden_at IS NOT NULL,
                      'visibility', ci.visibility)
             FROM upload JOIN content_items ci ON ci.cover_upload_id = upload.id
             UNION ALL
             SELECT json_build_object('kind', 'eventCover')
             FROM upload JOIN events e ON e.cover_upload_id = upload.id
             UNION ALL
             SELECT json_build_object('kind', 'profilePhoto', 'userId', u.id, 'visibility', u.profile_visibility,
                                     'onPublicPage', CASE WHEN $2::text IS NULL THEN (
                      EXISTS (SELECT 1 FROM posts p JOIN companies c ON c.id = p.company_id AND c.is_page
                              WHERE p.author_id = u.id AND p.hidden_at IS NULL)
                      OR EXISTS (SELECT 1 FROM comments cm
                                 JOIN posts p ON p.id = cm.post_id AND p.hidden_at IS NULL
                                 JOIN companies c ON c.id = p.company_id AND c.is_page
                                 LEFT JOIN comments parent ON parent.id = cm.parent_id
                                 WHERE cm.author_id = u.id AND cm.hidden_at IS NULL
                                   AND parent.hidden_at IS NULL)
                      OR EXISTS (SELECT 1 FROM products pr JOIN companies c ON c.id = pr.company_id AND c.is_page
                                 WHERE pr.owner_id = u.id)) END)
             -- Only a key in the photos folder can be a photo, whatever users.image says.
             FROM users u WHERE u.image = $3 AND starts_with($1::text, 'photos/')
           )
           SELECT (SELECT json_build_object('kind', kind, 'contentType', content_type, 'fileName', file_name,
                            'uploadedBy', uploaded_by, 'createdAt', created_at, 'thumbnail', thumbnail)
                   FROM upload) AS upload,
                  coalesce((SELECT json_agg(owner) FROM owners), '[]'::json) AS owners`,
    values: [key, viewerId, `${FILES_URL_PREFIX}${key}`],
  });
  const row = rows[0];
  if (!row) return { upload: null, owners: [] };
  return {
    upload: row.upload ? { ...row.upload, createdAt: new Date(row.upload.createdAt) } : null,
    owners: row.owners,
  };
}
