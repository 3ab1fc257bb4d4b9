export function AboutSection({ name, paragraphs }: { name: string; paragraphs: string[] }) {
  return (
    <section aria-labelledby="about-heading">
      <h2 id="about-heading">{`About ${name}`}</h2>
      <div className="about-text">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
