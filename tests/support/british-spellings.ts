// The site writes American English. British forms of words a pool company's texts use, as whole words in any
// case: a visitor reading "colour" beside "Colors" sees a site that cannot decide.
//
// Left out on purpose: "cancelled"/"cancelling" (American dictionaries give both spellings), "analyses" (the
// American plural of analysis), "practise" (rare in these texts, and "practice" is the American noun and verb).

const OUR_WORDS =
  "col|fav|behavi|neighb|lab|hon|od|rum|harb|arm|flav|vap|hum|endeav|sav|glam|parl|splend|vig|cand|clam|rig|val|tum|ard";
const RE_WORDS = "centre|metre|kilometre|centimetre|millimetre|litre|fibre|theatre|spectre|meagre|sombre";
/** Stems spelled -ise/-isation in Britain, -ize/-ization in America. */
const ISE_STEMS = (
  "organ recogn real custom personal final minim maxim priorit special summar item sanit normal optim " +
  "util apolog emphas author categor standard visual capital critic memor stabil winter energ steril " +
  "neutral character harmon modern revital familiar synchron galvan equal fertil mobil local ideal " +
  "public formal legal subsid econom penal scrutin sympath vandal immobil accessor global human symbol " +
  "monopol initial serial tantal"
).replace(/ /g, "|");
const OTHER_WORDS = (
  "licence licenced defence offence pretence grey greys greyish aluminium cheque cheques programme " +
  "programmes catalogue catalogues catalogued tyre tyres kerb kerbs mould moulds mouldy moulded " +
  "jewellery sceptic sceptical artefact artefacts enrol enrols enrolment plough manoeuvre paediatric " +
  "ageing whilst amongst cosy analyse analysed analysing paralyse paralysed catalyse storeys learnt " +
  "spelt dreamt"
).replace(/ /g, "|");
/** Doubled l before -ed/-ing/-er: American English keeps one. */
const DOUBLE_L_STEMS = "travel|model|level|label|fuel|total|signal|channel|dial|equal|marvel|jewel|counsel|tunnel";

const BRITISH = new RegExp(
  [
    `\\b(?:${OUR_WORDS})our(?:s|ed|ing|ite|ites|able|ably|ful|less|y|er|ers|hood|hoods)?\\b`,
    `\\b(?:${RE_WORDS})(?:s|d)?\\b`,
    `\\b(?:${ISE_STEMS})is(?:e|ed|es|ing|ation|ations|er|ers)\\b`,
    `\\b(?:${OTHER_WORDS})\\b`,
    `\\b(?:${DOUBLE_L_STEMS})l(?:ed|ing|er|ers)\\b`,
  ].join("|"),
  "gi",
);

/** Each British form in the text, with a few words around it to find it by. */
export function britishSpellings(text: string): string[] {
  return [...text.matchAll(BRITISH)].map((match) => {
    const start = Math.max(0, match.index - 30);
    const context = text.slice(start, match.index + match[0].length + 30).replace(/\s+/g, " ");
    return `"${match[0]}" in "…${context.trim()}…"`;
  });
}
