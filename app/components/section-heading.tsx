interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  align?: "left" | "center";
  tone?: "dark" | "light";
  level?: 2 | 3;
}

/** The heading block every section starts with: eyebrow, title, short intro. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  tone = "dark",
  level = 2,
}: SectionHeadingProps) {
  const Heading = level === 2 ? "h2" : "h3";
  const centered = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-3xl ${centered}`}>
      {eyebrow && <p className={tone === "dark" ? "eyebrow" : "eyebrow text-ocean-100"}>{eyebrow}</p>}
      <Heading
        id={id}
        className={
          tone === "dark" ? "section-title" : "mt-2 text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
        }
      >
        {title}
      </Heading>
      {intro && (
        <p className={tone === "dark" ? "section-intro" : "mt-4 text-base leading-relaxed text-ocean-50 sm:text-lg"}>
          {intro}
        </p>
      )}
    </div>
  );
}
