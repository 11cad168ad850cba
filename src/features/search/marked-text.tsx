import { markMatches } from '../../domain/search/search-results.ts';

/** Text with its matching words marked (<mark>, styled by the results list). */
export function MarkedText(props: {
  text: string;
  matched: ReadonlySet<string>;
  terms: readonly string[];
}) {
  return (
    <>
      {markMatches(props.text, props.matched, props.terms).map((segment, i) =>
        segment.mark ? <mark key={i}>{segment.text}</mark> : segment.text,
      )}
    </>
  );
}
