import { describe, expect, it } from 'vitest';
import { loadingPhase } from './loading-page.ts';
import type { StartTag } from './start.machine.ts';

const tagged = (...tags: StartTag[]) => ({ hasTag: (tag: StartTag) => tags.includes(tag) });

describe('loadingPhase', () => {
  it('waits, then says the start is validated', () => {
    expect(loadingPhase(tagged(), tagged())).toBe('validating');
    expect(loadingPhase(tagged(), tagged('validated'))).toBe('done');
    expect(loadingPhase(tagged(), tagged('validated', 'ended'))).toBe('done');
  });

  it('goes home with nothing in flight, or when the page opened after the start had ended', () => {
    expect(loadingPhase(tagged('editing'), tagged('editing'))).toBe('home');
    expect(loadingPhase(tagged('validated', 'ended'), tagged('validated', 'ended'))).toBe('home');
    expect(loadingPhase(tagged(), tagged('editing'))).toBe('home');
  });
});
