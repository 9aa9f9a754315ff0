interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
}

export function SectionHeading({ id, eyebrow, title, text }: SectionHeadingProps) {
  return (
    <div className="max-w-2xl">
      <p className="text-xs font-semibold tracking-[0.2em] text-accent uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-semibold sm:text-4xl">
        {title}
      </h2>
      <p className="mt-3 text-muted">{text}</p>
    </div>
  );
}
