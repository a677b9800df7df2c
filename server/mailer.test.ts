import { describe, expect, it } from "vitest";
import { mailOptions } from "./mailer.ts";

describe("mailOptions", () => {
  it("puts every header value on one line", () => {
    const options = mailOptions(
      {
        senderName: "Pools\r\nBcc: someone@evil.example",
        to: ["a@example.com\n"],
        replyTo: "jo@example.com\r\nX-Evil: 1",
        subject: "New estimate request #7: Jo,\n\nYour deposit is due",
        text: "Body line one\nBody line two",
        attachments: [{ filename: "consultation.ics\n", contentType: "text/calendar\r\n", content: "A\r\nB" }],
      },
      undefined,
      "no-reply@pools.example.com",
    );
    const headers = [
      options.subject,
      options.replyTo!,
      ...options.to,
      (options.from as { name: string }).name,
      options.attachments![0]!.filename,
      options.attachments![0]!.contentType,
    ];
    for (const value of headers) expect(value).not.toMatch(/[\r\n]/);
    expect(options.subject).toBe("New estimate request #7: Jo,  Your deposit is due");
    // The body keeps its lines, and so does an attachment's content.
    expect(options.text).toBe("Body line one\nBody line two");
    expect(options.attachments![0]!.content).toBe("A\r\nB");
  });
});
