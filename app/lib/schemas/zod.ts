import { z } from "zod";

// Zod probes for eval support with `new Function` on first parse; our Content-Security-Policy forbids eval,
// so the probe shows up as a CSP violation in every browser console. Jitless mode skips the probe.
z.config({ jitless: true });

export { z };
