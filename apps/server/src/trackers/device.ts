import type { TrackerDeviceClass } from '@console/contract/trackers';
import { isbot } from 'isbot';

/*
 * What a click's User-Agent says: the kind of device, and whether a program rather than a person
 * opened the link. Pure functions, each with a table test (tests/trackers.test.ts).
 */

/**
 * The kind of device: iOS before the desktop test (an iPhone says "like Mac OS X"), Android before
 * Linux (Android's says "Linux"). iPadOS' Safari says "Macintosh" and is counted as a PC: nothing
 * in the header tells it apart.
 */
export function deviceClass(userAgent: string | undefined): TrackerDeviceClass {
  const ua = userAgent ?? '';
  if (/\b(iPhone|iPad|iPod)\b/.test(ua)) return 'ios';
  if (/\bAndroid\b/.test(ua)) return 'android';
  if (/\b(Windows NT|Macintosh|CrOS|X11)\b/.test(ua)) return 'pc';
  return 'other';
}

/**
 * Whether a program opened the link: isbot's maintained list (crawlers, link previews, HTTP
 * libraries), which knows LINE's URL preview ("facebookexternalhit/1.1;line-poker/1.0": LINE
 * fetches every link of a message as it is shown, before anyone taps it). A request with no
 * User-Agent at all is a program too: every browser and in-app browser sends one.
 */
export function isBotAgent(userAgent: string | undefined): boolean {
  if (!userAgent?.trim()) return true;
  return isbot(userAgent);
}
