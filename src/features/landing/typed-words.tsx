import TypewriterModule from 'typewriter-effect';
import { interopDefault } from '../../lib/interop-default';

const Typewriter = interopDefault(TypewriterModule);

// Whole letters at a time: typed one code unit at a time, a Bengali vowel sign or conjunct would
// show for a moment as a broken glyph. Browsers without Intl.Segmenter type code units.
const segmenter =
  typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;
const letters = segmenter
  ? (text: string) => Array.from(segmenter.segment(text), ({ segment }) => segment)
  : undefined;

/** The spec's timings: type at 90 ms a letter, delete at 50 ms, pause 1000 ms on each word. */
export default function TypedWords({ words }: { words: readonly string[] }) {
  return (
    <Typewriter
      component="span"
      options={{
        loop: true,
        delay: 90,
        deleteSpeed: 50,
        skipAddStyles: true,
        stringSplitter: letters,
      }}
      onInit={(typewriter) => {
        for (const word of words) typewriter.typeString(word).pauseFor(1000).deleteAll(50);
        typewriter.start();
      }}
    />
  );
}
