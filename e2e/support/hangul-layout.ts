/**
 * Issue 17 "Done means": a member screen must not break a Hangul word across lines and must not
 * overflow horizontally. `layoutProblems(page)` reads the rendered page: every element with its
 * own text whose computed `word-break` is not `keep-all` and that holds Hangul, every text node
 * whose rendered line boxes split a Hangul word (two client rects with a word's syllables on
 * both), and any element wider than the viewport. Returns readable lines; [] when the screen is
 * fine.
 */
import type { Page } from 'playwright-core';

export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const HANGUL = /[가-힣]/;
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport + 1) {
      problems.push(`horizontal overflow: page ${document.documentElement.scrollWidth}px > ${viewport}px`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !HANGUL.test(text)) continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      if (style.wordBreak !== 'keep-all') {
        problems.push(
          `word-break ${style.wordBreak} on <${parent.tagName.toLowerCase()}>: "${text.trim().slice(0, 30)}"`,
        );
        continue;
      }
      // A word broken across lines: one Hangul word whose characters sit on two line boxes.
      const range = document.createRange();
      const words = [...text.matchAll(/[가-힣]{2,}/g)];
      for (const word of words) {
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
        if (tops.size > 1) problems.push(`"${word[0]}" broken across lines in "${text.trim().slice(0, 30)}"`);
      }
    }
    return problems;
  });
}
