import TypewriterModule from 'typewriter-effect';
import { interopDefault } from '../../lib/interop-default';

const Typewriter = interopDefault(TypewriterModule);

/** The spec's timings: type at 90 ms a letter, delete at 50 ms, pause 1000 ms on each word. */
export default function TypedWords({ words }: { words: readonly string[] }) {
  return (
    <Typewriter
      component="span"
      options={{ loop: true, delay: 90, deleteSpeed: 50, skipAddStyles: true }}
      onInit={(typewriter) => {
        for (const word of words) typewriter.typeString(word).pauseFor(1000).deleteAll(50);
        typewriter.start();
      }}
    />
  );
}
