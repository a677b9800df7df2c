import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { britishSpellings } from "../../tests/support/british-spellings";

// The texts a visitor can meet, in American English, including those no server-rendered page shows (messages
// after a click, e-mails, the API's errors, seeded content): every sentence and JSX text in the public code and
// the seed data. A word alone in quotes is an identifier, a key or a path, not text; imports are paths.

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Staff-only screens and their texts (they read in American English too, but are not checked here). */
const STAFF_ONLY = [
  /^app\/routes\/admin\//,
  /^app\/components\/admin\//,
  /^app\/models\/admin-[\w-]+\.server\.ts$/,
  /^app\/lib\/staff\/(permissions|admin-[\w-]+)\.ts$/,
];

function sourceFiles(): string[] {
  const list = (dir: string) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" }).map((file) => path.join(dir, file));
  return (
    [...list("app"), ...list("db/seed")]
      .filter((file) => /\.(tsx?|json)$/.test(file) && !/\.test\.tsx?$/.test(file))
      // The Spanish legal documents.
      .filter((file) => !file.includes(`${path.sep}es${path.sep}`))
      .filter((file) => !STAFF_ONLY.some((pattern) => pattern.test(file)))
      .sort()
  );
}

/**
 * The Spanish side of the site's texts (decision 047), which is not English at all: an `es` entry or variable, and a
 * content field named for Spanish (`descriptionEs`, `contentEs`).
 */
function isSpanish(node: ts.Node): boolean {
  const name =
    ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node) ? node.name.getText().replace(/["']/g, "") : null;
  return name !== null && (name === "es" || /^[a-z]\w*Es$/.test(name));
}

/** The texts of a TypeScript file: JSX text, and string or template parts with a space in them. */
function textsOfSource(file: string, source: string): { line: number; text: string }[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const texts: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (isSpanish(node)) return;
    const isText =
      ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node);
    if (ts.isJsxText(node) || (isText && /\s/.test(node.text.trim()))) {
      texts.push({ line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return texts;
}

/** Every string value of a JSON document (seed data). */
function textsOfJson(source: string): { line: number; text: string }[] {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") texts.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(JSON.parse(source));
  return texts.map((text) => ({ line: 0, text }));
}

describe("American English in the public texts", () => {
  it("finds no British spelling in the public code's texts or the seed data", () => {
    const found: string[] = [];
    for (const file of sourceFiles()) {
      const source = readFileSync(path.join(ROOT, file), "utf8");
      const texts = file.endsWith(".json") ? textsOfJson(source) : textsOfSource(file, source);
      for (const { line, text } of texts) {
        for (const spelling of britishSpellings(text)) found.push(`${file}${line ? `:${line}` : ""}: ${spelling}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("knows the British forms it looks for, and leaves the American ones alone", () => {
    const british = "colour favourites centre metres litre organise itemised licence grey aluminium cheque";
    expect(britishSpellings(`${british} programme behaviour neighbours labour honour catalogue levelled`)).toHaveLength(
      18,
    );
    expect(
      britishSpellings(
        "color favorites center meters liter organize itemized license gray aluminum check program behavior " +
          "neighbors labor honor catalog leveled hour your four specialist promise exercise advertise canceled",
      ),
    ).toEqual([]);
  });
});
