import type { Certificate } from "@common/learning";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import { VisuallyHidden } from "@web/lib/components/visually-hidden";
import { useNotify } from "@web/lib/use-notify";
import { useSetCertificateHidden } from "../api/certificates";

/**
 * The holder's switch between a certificate anyone with its link can verify, and one hidden from
 * everyone else (its link then finds nothing).
 */
export function CertificateVisibility({
  certificate,
  nameCourse = false,
}: {
  certificate: Pick<Certificate, "id" | "hidden" | "courseTitle">;
  /** In a list of certificates, the switch's name says which one it is. */
  nameCourse?: boolean;
}) {
  const setHidden = useSetCertificateHidden(certificate.id);
  const notify = useNotify();
  return (
    <FormControlLabel
      control={
        <Switch
          checked={!certificate.hidden}
          disabled={setHidden.isPending}
          onChange={(event) => {
            const hidden = !event.target.checked;
            setHidden.mutate(hidden, {
              onSuccess: () =>
                notify.snackbar(
                  hidden
                    ? `The certificate of ${certificate.courseTitle} is hidden: its link finds nothing now.`
                    : `The certificate of ${certificate.courseTitle} can be verified by its link again.`,
                ),
            });
          }}
        />
      }
      label={
        <>
          Anyone with the link can verify it
          {nameCourse && <VisuallyHidden>{`: ${certificate.courseTitle}`}</VisuallyHidden>}
        </>
      }
    />
  );
}
