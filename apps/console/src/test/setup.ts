import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// react-aria's live announcer (the toasts' screen-reader voice) may announce 100 ms after its first
// use, from a timer that outlives the test file and would reach for a torn-down `document`. Its
// region is taken out at the end of the file; a detached announcer announces nothing.
afterAll(() => {
  for (const node of document.querySelectorAll('[data-live-announcer]')) node.remove();
});
