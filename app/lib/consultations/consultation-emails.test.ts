import { describe, expect, it } from "vitest";
import { DEFAULT_COMPANY_PROFILE } from "~/lib/company/company-profile-defaults";
import { buildCompany, getOffice } from "~/lib/company/company-profile";
import { consultationVisitorEmail } from "./consultation-emails";
import type { LeadForEmail } from "~/lib/leads/lead-emails";
import { officeDateTimeToInstant } from "~/lib/company/office-time";
import { consultationEmailLanguage } from "~/content/texts/consultation.server";

const english = consultationEmailLanguage("en");

const company = buildCompany(DEFAULT_COMPANY_PROFILE);
const office = getOffice(company, "ocala");
const lead = {
  id: 7,
  firstName: "Rosa",
  lastName: "Diaz",
  email: "rosa@example.com",
  phone: "352-555-0101",
} as LeadForEmail;
const booking = {
  id: 3,
  status: "booked",
  slotStart: officeDateTimeToInstant("2031-08-05", "14:00"),
  slotEnd: officeDateTimeToInstant("2031-08-05", "15:00"),
  tokenVersion: 0,
};
const link = "https://pools.example.com/consultation/3.0.1943982000.sig";

describe("the visitor's consultation e-mail", () => {
  it("gives the signed cancel/move link and the office's phone", () => {
    const message = consultationVisitorEmail(
      company,
      office,
      lead,
      booking,
      "https://pools.example.com",
      new Date(),
      link,
      english,
    );
    expect(message!.text).toContain(
      `To move or cancel your consultation, open ${link} or call our Ocala office at ${office.phone}.`,
    );
  });

  it("gives the phone alone without a link, and no link in a cancellation", () => {
    const plain = consultationVisitorEmail(
      company,
      office,
      lead,
      booking,
      "https://pools.example.com",
      new Date(),
      null,
      english,
    );
    expect(plain!.text).toContain(`To change or cancel, call our Ocala office at ${office.phone}`);
    const cancelled = consultationVisitorEmail(
      company,
      office,
      lead,
      { ...booking, status: "cancelled" },
      "https://pools.example.com",
      new Date(),
      null,
      english,
    );
    expect(cancelled!.text).not.toContain("/consultation/");
    expect(cancelled!.text).toContain(`To book another time, call our Ocala office at ${office.phone}.`);
  });

  it("is written in Spanish for a Spanish lead, its invitation too", () => {
    const spanish = consultationEmailLanguage("es");
    const message = consultationVisitorEmail(
      company,
      office,
      lead,
      booking,
      "https://pools.example.com",
      new Date(),
      link,
      spanish,
    )!;
    expect(message.subject).toBe(
      `Su consulta gratis: martes 5 de agosto, 2:00 p.\u00a0m. - 3:00 p.\u00a0m. (hora de la Florida) - ${company.name}`,
    );
    expect(message.text).toContain("Hola, Rosa:");
    expect(message.text).toContain(`Para cambiar o cancelar su consulta, abra ${link}`);
    const ics = String(message.attachments![0]!.content);
    expect(ics).toContain(`SUMMARY:Consulta gratis sobre su piscina - ${company.name}`);
    expect(ics.replace(/\r\n /g, "")).toContain(
      "DESCRIPTION:Su consulta gratis de diseño de piscina en nuestra oficina de Ocala.",
    );
    const cancelled = consultationVisitorEmail(
      company,
      office,
      lead,
      { ...booking, status: "cancelled" },
      "https://pools.example.com",
      new Date(),
      null,
      spanish,
    )!;
    expect(cancelled.subject).toContain("está cancelada");
    expect(cancelled.text).toContain(`Para reservar otra hora, llame a nuestra oficina de Ocala al ${office.phone}.`);
  });
});
