// How fast this machine does the pre-render's kind of work, for the pre-render's time budget
// (`npm run size`): a timing budget describes one machine, so a figure measured on a faster or
// slower one is scaled by the ratio of their scores before it is judged. Single-threaded, as each
// worker is; the same work every time, whatever the site's pages hold, so that a heavier page
// cannot make its own budget easier.

/** One round: 200 items drawn as escaped HTML, their names folded into slugs, and JSON parsed. */
function round(seed: number): number {
  const items = Array.from({ length: 200 }, (_, index) => ({
    id: `item-${seed}-${index}`,
    name: `Test ${index} (${seed % 7 === 0 ? 'Fasting' : 'Random'}) & Profile <${index % 13}>`,
    price: (index * 37 + seed) % 5000,
  }));
  let html = '';
  for (const item of items) {
    const name = item.name.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const slug = item.name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '');
    html += `<li class="card"><h2><a href="/labtest/${slug}">${name}</a></h2><p>₹${item.price}</p></li>`;
  }
  const parsed = JSON.parse(JSON.stringify(items)) as unknown[];
  return html.length + parsed.length;
}

/** Rounds a second, after a warm-up: the machine's score (higher is faster). */
export function nodeCpuProbe(): number {
  const run = (milliseconds: number) => {
    const end = performance.now() + milliseconds;
    let rounds = 0;
    let sink = 0;
    while (performance.now() < end) sink += round((rounds += 1));
    return sink > 0 ? rounds : 0;
  };
  run(300);
  return Math.round(run(1000));
}
