import { describe, expect, it } from "vitest";
import { csvCell, csvDisposition, csvStream, csvText, neutraliseCell } from "./csv";

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe("neutraliseCell (CSV injection)", () => {
  it("prefixes cells a spreadsheet would read as a formula", () => {
    for (const value of ["=1+2", "+1 407 555 0100", "-2+3", "@SUM(A1:A2)", "\t=cmd", "\r=cmd"]) {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    }
  });

  it("leaves other text alone", () => {
    for (const value of ["Maria", "1+1=2", "a=b", "", " =not first", "'quoted"]) {
      expect(neutraliseCell(value)).toBe(value);
    }
  });

  it("formats values: empty, yes/no, numbers as numbers", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(true)).toBe("yes");
    expect(csvCell(false)).toBe("no");
    expect(csvCell(-12)).toBe("-12");
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('\'=HYPERLINK("http://evil")');
  });
});

describe("csvStream", () => {
  it("quotes per RFC 4180: commas, quotes and line breaks; CRLF line ends", async () => {
    const text = await csvText(
      ["Name", "Message"],
      [
        ["Lopez, Maria", 'She said "hi"'],
        ["Line", "one\ntwo"],
        ["Windows", "one\r\ntwo"],
        ["Old Mac", "one\rtwo"],
        ["Plain", "text"],
      ],
    );
    expect(text).toBe(
      'Name,Message\r\n"Lopez, Maria","She said ""hi"""\r\nLine,"one\ntwo"\r\nWindows,"one\r\ntwo"\r\nOld Mac,"one\rtwo"\r\nPlain,text\r\n',
    );
  });

  it("neutralises formulas in quoted cells too", async () => {
    const text = await csvText(["A", "B"], [["=1,2", '@x"y']]);
    expect(text).toBe('A,B\r\n"\'=1,2","\'@x""y"\r\n');
  });

  it("starts with a UTF-8 byte order mark and keeps accents", async () => {
    const bytes = await bytesOf(csvStream(["Nombre"], [["Peña"]]));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe("\uFEFFNombre\r\nPeña\r\n");
  });

  it("streams rows as an async source yields them", async () => {
    let produced = 0;
    async function* rows() {
      for (let i = 0; i < 5000; i++) {
        produced++;
        yield [i, `row ${i}`];
      }
    }
    const reader = csvStream(["n", "text"], rows()).getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    // The first chunk arrives before every row has been produced.
    expect(produced).toBeLessThan(5000);
    await reader.cancel();
  });

  it("ends the stream with an error when the source fails", async () => {
    async function* failing() {
      yield ["ok"];
      throw new Error("database went away");
    }
    await expect(csvText(["a"], failing())).rejects.toThrow();
  });

  it("names the download safely", () => {
    expect(csvDisposition("leads 2025-01-01.csv")).toBe('attachment; filename="leads-2025-01-01.csv"');
    expect(csvDisposition('x"; evil=1.csv')).toBe('attachment; filename="x-evil-1.csv"');
  });
});
