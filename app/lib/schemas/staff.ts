// Staff forms: one schema per form, parsed by the browser before it posts and
// by the route action on the server (username 3-50 characters, a valid
// e-mail, role one of admin, operations, sales).
import { z } from "./zod";
import { STAFF_ROLES, type StaffRole } from "#db/schema/enums.ts";
import { OFFICE_IDS } from "~/lib/company/offices";
import { lineText } from "./text";
import { checkbox } from "./content-fields";

export const STAFF_MESSAGES = {
  username: "Username must be 3 to 50 characters",
  usernameCharacters: "Username may use letters, digits, dots, dashes and underscores",
  email: "Enter a valid e-mail address",
  emailTooLong: "E-mail must be at most 255 characters",
  role: "Role must be admin, operations or sales",
  office: "Choose one of the offices",
  passwordTooShort: "Password must be at least 12 characters",
  passwordTooLong: "Password must be at most 200 characters",
  identifierRequired: "Enter your username or e-mail",
  passwordRequired: "Enter your password",
  currentPasswordRequired: "Enter your current password",
  currentPasswordWrong: "The current password is not correct",
  passwordsDiffer: "The passwords do not match",
  passwordUnchanged: "Choose a password different from the current one",
  usernameTaken: "That username is already taken",
  emailTaken: "That e-mail address is already in use",
} as const;

/** Minimum length of every staff password (NIST SP 800-63B allows 8; staff accounts reach personal data). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

const username = z
  .string()
  .trim()
  .min(3, STAFF_MESSAGES.username)
  .max(50, STAFF_MESSAGES.username)
  .regex(/^[A-Za-z0-9._-]+$/, STAFF_MESSAGES.usernameCharacters);

const email = z.string().trim().max(255, STAFF_MESSAGES.emailTooLong).pipe(z.email(STAFF_MESSAGES.email));

const role = z.enum(STAFF_ROLES, STAFF_MESSAGES.role);
/** The default role of a new staff user: content and leads, but not users or settings. */
export const DEFAULT_STAFF_ROLE = "operations" satisfies StaffRole;

/**
 * A new password: length only (no composition rules; length is what makes it strong). Spaces may be part of it, but
 * spaces around it do not count towards the length, so twelve spaces are no password.
 */
export const newPassword = z
  .string()
  .max(PASSWORD_MAX_LENGTH, STAFF_MESSAGES.passwordTooLong)
  .refine((password) => password.trim().length >= PASSWORD_MIN_LENGTH, STAFF_MESSAGES.passwordTooShort);

/** Empty select → no office. */
const officeId = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z.enum(OFFICE_IDS, STAFF_MESSAGES.office).optional(),
);

/** A staff user as the first-admin set-up and `npm run user:create` make one. */
export const NewStaffUserSchema = z.object({
  username,
  email,
  password: newPassword,
  role: role.default(DEFAULT_STAFF_ROLE),
  officeId,
  mustChangePassword: z.boolean().default(false),
});
export type NewStaffUser = z.input<typeof NewStaffUserSchema>;

/** /admin-login */
export const SignInSchema = z.object({
  identifier: lineText(255).pipe(z.string().min(1, STAFF_MESSAGES.identifierRequired)),
  // Not trimmed: spaces may be part of a password. Capped so a huge body cannot keep argon2 busy.
  password: z.string().min(1, STAFF_MESSAGES.passwordRequired).max(1024, STAFF_MESSAGES.passwordTooLong),
  redirectTo: z.string().max(2000).optional(),
});

/** /admin/users/new: the admin gives a temporary password, changed at first sign-in. */
export const StaffUserCreateSchema = z.object({
  username,
  email,
  role,
  officeId,
  password: newPassword,
});

/** /admin/users/:userId, details form (the username stays as created). */
export const StaffUserUpdateSchema = z.object({
  email,
  role,
  officeId,
});

/** /admin/users/:userId, reset password form. */
export const StaffPasswordResetSchema = z.object({
  password: newPassword,
});

/** /admin/account: a staff member's own password. */
export const ChangeOwnPasswordSchema = z
  .object({
    currentPassword: z.string().min(1, STAFF_MESSAGES.currentPasswordRequired).max(1024),
    newPassword,
    confirmPassword: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: STAFF_MESSAGES.passwordsDiffer });
    } else if (value.newPassword === value.currentPassword) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: STAFF_MESSAGES.passwordUnchanged });
    }
  });

/** The account page's morning-digest choice: the box ticked posts "on", unticked posts nothing. */
export const DigestPreferenceSchema = z.object({ digestEnabled: checkbox });
