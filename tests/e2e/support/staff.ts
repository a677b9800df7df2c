// Staff accounts of the browser tests. scripts/e2e-staff.ts creates them in
// the throwaway e2e database (never in a real one); the specs sign in with them.
export const E2E_STAFF = {
  admin: { username: "e2e-admin", email: "e2e-admin@example.com", password: "e2e admin password 1", role: "admin" },
  operations: {
    username: "e2e-ops",
    email: "e2e-ops@example.com",
    password: "e2e operations password 1",
    role: "operations",
  },
  // A rep of Orlando: a sales rep works their office's leads (and the ones assigned to them), and the specs' leads
  // come from Orlando phone numbers (407).
  sales: {
    username: "e2e-sales",
    email: "e2e-sales@example.com",
    password: "e2e sales password 1",
    role: "sales",
    officeId: "orlando",
  },
} as const;

/** How the rep pickers name the sales user: "e2e-sales (Sales, Orlando)". */
export const E2E_SALES_REP_LABEL = `${E2E_STAFF.sales.username} (Sales, Orlando)`;
