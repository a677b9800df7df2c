// npm run user:create -- --username NAME --email ADDRESS [--role admin|operations|sales] [--password-stdin]
// Without --password-stdin the password is asked for on the terminal (not echoed).
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { z } from "zod";
import { NewStaffUserSchema, createStaffUser } from "~/models/staff.server";
import { fail, openConfiguredDatabase } from "./cli.ts";

const { values } = parseArgs({
  options: {
    username: { type: "string" },
    email: { type: "string" },
    role: { type: "string", default: "operations" },
    "password-stdin": { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});

if (values.help || !values.username || !values.email) {
  console.log(
    "Usage: npm run user:create -- --username NAME --email ADDRESS [--role admin|operations|sales] [--password-stdin]",
  );
  process.exit(values.help ? 0 : 1);
}

async function readPassword(): Promise<string> {
  if (values["password-stdin"] || !process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks)
      .toString("utf8")
      .replace(/\r?\n$/, "");
  }
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      rl.question(question, (answer) => {
        process.stdout.write("\n");
        resolve(answer);
      });
      muted = true;
    });
  const password = await ask("Password (at least 12 characters): ");
  muted = false;
  const again = await ask("Repeat the password: ");
  rl.close();
  if (password !== again) fail("The passwords do not match.");
  return password;
}

const input = { username: values.username, email: values.email, role: values.role, password: await readPassword() };
const parsed = NewStaffUserSchema.safeParse(input);
if (!parsed.success) fail(z.prettifyError(parsed.error));

const connection = await openConfiguredDatabase();
try {
  await connection.withStartupLock(() => connection.migrate());
  const user = await createStaffUser(connection.db, parsed.data);
  console.log(`Created ${user.role} user "${user.username}" (id ${user.id}).`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await connection.close();
}
