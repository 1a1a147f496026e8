// The sign-in form's rules, loaded with the form's first validation (web/lib/lazy-zod-resolver.ts).
import { z } from "zod";

export const SignInFormSchema = z.object({
  email: z.email("Enter a valid email address"),
  password: z.string().min(1, "Enter your password"),
});
export type SignInInput = z.infer<typeof SignInFormSchema>;
