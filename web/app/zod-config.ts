// zod's settings for the web app, imported by main.tsx before anything that defines or parses a
// schema. zod probes for eval with `new Function` the first time it parses an object; under the
// server's Content-Security-Policy (no 'unsafe-eval') the browser reports that probe as a violation.
import { config } from "zod";

config({ jitless: true });
