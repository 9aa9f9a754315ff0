import { type MotifName, motifNames, subjects } from './motifs';

/** What the engine reads in a request's subject: the thing to draw, the words to letter, or what it cannot draw. */
export interface SubjectReading {
  /** The first subject the prompt names that the engine can draw. */
  motif: MotifName | null;
  /** Short text to letter: quoted words, a name, a date, or a prompt of three words or fewer. */
  lettering: string | null;
  /** The word the prompt's subject seems to be when the engine has no drawing for it (lettering stands in). */
  missing: string | null;
}

/** The most words a prompt may have to be lettered whole: a name, a date, a short phrase. */
export const MAX_LETTERED_WORDS = 3;

const DATE = /\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|\b(1[89]|20)\d{2}\b/;
const QUOTED = /["“”„]([^"“”„]{1,40})["“”„]/;
/** Words people letter rather than draw: asked for alone, they are the lettering, not a missing drawing. */
const LETTERED =
  /\b(mom|mum|mother|dad|father|mama|papa|love|family|faith|hope|name|initials?|date|year|quote)\b/;
/** Words that never name the subject (articles, linking words, adjectives of style). */
const FILLER = new Set(
  'a an the of with and in on at by for from to into over under my our his her their its some two three big small little cute tiny fine line tattoo design simple minimal traditional realistic japanese black grey gray red blue green gold'.split(
    ' ',
  ),
);

const patterns = motifNames.map((name) => ({
  name,
  pattern: new RegExp(`\\b(${subjects[name].words.join('|')})(s|es)?\\b`),
}));

/** The drawable subject named first in `text`, so 'Koi fish swimming upstream with waves' is a koi. */
export function motifOf(text: string): MotifName | null {
  let best: { name: MotifName; at: number } | null = null;
  for (const { name, pattern } of patterns) {
    const at = pattern.exec(text)?.index;
    if (at !== undefined && (best === null || at < best.at)) best = { name, at };
  }
  return best?.name ?? null;
}

/**
 * The main noun of a prompt the engine cannot draw: the last word before the first linking word or verb
 * ('A platypus swimming in a river' → platypus, 'Hawaiian Pineapple' → pineapple).
 */
export function subjectWordOf(text: string): string {
  const words = text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? [];
  let found = '';
  for (const word of words) {
    if (FILLER.has(word)) {
      if (found) break;
      continue;
    }
    if (found && /ing$/.test(word)) break;
    found = word;
  }
  return found || text.trim().toLowerCase();
}

export function readSubject(subject: string): SubjectReading {
  const text = subject.trim();
  const quoted = QUOTED.exec(text)?.[1]?.trim() || null;
  const motif = motifOf(text.replace(QUOTED, ' ').toLowerCase());
  if (motif) return { motif, lettering: quoted, missing: null };
  const short = text.split(/\s+/).filter(Boolean).length <= MAX_LETTERED_WORDS ? text : null;
  const date = DATE.exec(text)?.[0] ?? null;
  const named = LETTERED.exec(text.toLowerCase())?.[0] ?? null;
  if (quoted || date || named)
    return { motif: null, lettering: quoted ?? short ?? date ?? named, missing: null };
  const missing = subjectWordOf(text);
  return { motif: null, lettering: short ?? missing, missing };
}

/** What the results say when lettering stands in for a subject the engine cannot draw. */
export const missingDrawingNote = (missing: string) =>
  `We drew lettering: our built-in engine has no drawing for ${missing} yet`;
