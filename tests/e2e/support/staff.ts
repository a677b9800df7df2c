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
  sales: { username: "e2e-sales", email: "e2e-sales@example.com", password: "e2e sales password 1", role: "sales" },
} as const;
