// A small seeded random source (mulberry32), so a generated content set is the same on every run.
import { createHash } from 'node:crypto';

export function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const integer = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (items) => items[Math.floor(next() * items.length)];
  return {
    next,
    integer,
    pick,
    chance: (probability) => next() < probability,
    /** `count` different items, in random order. */
    some(items, count) {
      const pool = [...items];
      for (let index = pool.length - 1; index > 0; index -= 1) {
        const other = integer(0, index);
        [pool[index], pool[other]] = [pool[other], pool[index]];
      }
      return pool.slice(0, count);
    },
  };
}

/** A record id shaped like the CMS's (a UUID), derived from a name, so it stays the same across runs. */
export function recordId(name) {
  const hex = createHash('sha1').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
