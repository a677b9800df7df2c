// The payment schedule of the contract (each milestone's amount, the stage it falls due with, what is paid, its
// state, the balance), the payments recorded (removable when recorded by mistake) and the form to record one.
import { Form } from "react-router";
import { AdminSelectField, AdminTextField, FormMessage, SubmitButton } from "~/components/admin/admin-form";
import type { ProjectActionFailure } from "~/lib/projects/project-page-sections";
import { PAYMENT_METHOD_LABELS, PAYMENT_REFERENCE_MAX } from "~/lib/schemas/project-payment";
import { RemoveRowButton, failureFor, sectionAction } from "./project-form-parts";

interface PlanView {
  lines: { id: string; label: string; percent: number; amount: string; paid: string; state: string; dueWith: string }[];
  contract: string;
  paid: string;
  balance: string;
}

interface PaymentView {
  id: number;
  milestone: string;
  amount: string;
  paidOn: string | null;
  method: string;
  reference: string | null;
}

const STATE_LABEL: Record<string, { label: string; tone: string }> = {
  paid: { label: "Paid", tone: "bg-emerald-100 text-emerald-900" },
  due: { label: "Due", tone: "bg-amber-100 text-amber-900" },
  upcoming: { label: "Upcoming", tone: "bg-slate-100 text-slate-800" },
};

const METHOD_OPTIONS = [
  { value: "", label: "Choose..." },
  ...Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label })),
];

export function ProjectPayments({
  plan,
  payments,
  milestoneOptions,
  today,
  failure,
}: {
  plan: PlanView;
  payments: readonly PaymentView[];
  milestoneOptions: readonly { value: string; label: string }[];
  today: string;
  failure?: ProjectActionFailure | undefined;
}) {
  const addFailure = failureFor(failure, ["payment-add"]);
  const values = addFailure?.values ?? {};
  return (
    <>
      <ul className="flex flex-col gap-2" aria-label="Payment schedule">
        {plan.lines.map((line) => (
          <li key={line.id} className="rounded-md border border-slate-200 px-3 py-2 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold text-slate-900">
                {line.percent}% {line.label}
              </span>
              <span className="font-semibold text-slate-900">{line.amount}</span>
            </div>
            <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-slate-700">
              <span>{line.dueWith}</span>
              <span className="flex items-center gap-2">
                Paid {line.paid}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_LABEL[line.state]?.tone ?? ""}`}
                >
                  {STATE_LABEL[line.state]?.label ?? line.state}
                </span>
              </span>
            </div>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">Contract</dt>
          <dd className="font-semibold text-slate-900">{plan.contract}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Paid</dt>
          <dd className="font-semibold text-slate-900">{plan.paid}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Balance</dt>
          <dd className="font-semibold text-slate-900">{plan.balance}</dd>
        </div>
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">Payments received</h3>
      {payments.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">None recorded yet.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2" aria-label="Payments received">
          {payments.map((payment) => (
            <li
              key={payment.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm"
            >
              <span>
                <span className="font-semibold text-slate-900">{payment.amount}</span> · {payment.milestone} ·{" "}
                {payment.paidOn} · {payment.method}
                {payment.reference && <> · {payment.reference}</>}
              </span>
              <div>
                <RemoveRowButton
                  intent="payment-remove"
                  name="paymentId"
                  id={payment.id}
                  ariaLabel={`Remove the payment of ${payment.amount} on ${payment.paidOn}`}
                  failure={failure}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Form
        method="post"
        action={sectionAction("payment-add")}
        preventScrollReset
        className="mt-5 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-2"
      >
        <h3 className="text-sm font-semibold text-slate-900 sm:col-span-2">Record a payment</h3>
        <div className="sm:col-span-2">
          <FormMessage message={addFailure?.message} />
        </div>
        <AdminSelectField
          label="Milestone"
          name="milestone"
          options={milestoneOptions}
          defaultValue={values.milestone}
          error={addFailure?.errors.milestone}
        />
        <AdminTextField
          label="Amount (dollars and cents)"
          name="amount"
          inputMode="decimal"
          required
          placeholder="4850.00"
          defaultValue={values.amount}
          error={addFailure?.errors.amount}
        />
        <AdminTextField
          label="Date received"
          name="paidOn"
          type="date"
          required
          defaultValue={values.paidOn ?? today}
          error={addFailure?.errors.paidOn}
        />
        <AdminSelectField
          label="Method"
          name="method"
          options={METHOD_OPTIONS}
          defaultValue={values.method ?? ""}
          error={addFailure?.errors.method}
        />
        <AdminTextField
          label="Check number or transfer reference"
          name="reference"
          maxLength={PAYMENT_REFERENCE_MAX}
          hint="Never a card number."
          defaultValue={values.reference}
          error={addFailure?.errors.reference}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <SubmitButton intent="payment-add" busyLabel="Recording...">
            Record payment
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}
