import { type AccountType, AccountTypeSchema } from "@common/plans";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { AuthLayout } from "../components/auth-layout";
import { SignUpForm } from "../components/sign-up-form";

// The form ends with "check your inbox": the e-mailed link signs the new member in and lands on the
// sign-in page, whose guard (web/app/route-guards.tsx) moves them on to "/".
export function SignUpPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const typeInAddress = AccountTypeSchema.safeParse(searchParams.get("type")).data;
  // The choice shows at once; the address follows (a navigation, so it can land a moment later).
  const [accountType, setAccountType] = useState(typeInAddress);
  useEffect(() => setAccountType(typeInAddress), [typeInAddress]);

  function chooseAccountType(type: AccountType) {
    setAccountType(type);
    setSearchParams(
      (params) => {
        params.set("type", type);
        return params;
      },
      { replace: true },
    );
  }

  return (
    <AuthLayout title="Join Summit" intro="Create your account as a technology leader or as a vendor." wide>
      <SignUpForm accountType={accountType} onAccountTypeChange={chooseAccountType} />
      <Typography sx={{ mt: 3, textAlign: "center" }}>
        Already have an account?{" "}
        <Link component={RouterLink} to="/auth">
          Go to the sign-in page
        </Link>
      </Typography>
    </AuthLayout>
  );
}
