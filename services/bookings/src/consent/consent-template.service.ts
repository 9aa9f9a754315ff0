import type { ConsentTemplate, ConsentTemplateUpdate } from '@inkbook/contracts/aftercare';
import {
  CONSENT_LIMITS,
  type ConsentStatement,
  DEFAULT_CONSENT_STATEMENTS,
  DEFAULT_CONSENT_TITLE,
} from '@inkbook/contracts/aftercare-rules';
import type { BookingsDb } from '../db';
import type { Owner } from '../shared/parties';
import {
  findLatestTemplate,
  insertNextTemplate,
  isUniqueViolation,
  listTemplates,
} from './consent.repository';
import type { ConsentTemplateRow } from './consent.table';

// An artist's or studio's consent template (issue 24 item 1). Every save is a new version and none is ever changed,
// so a signed form can name the version it was signed from; version 1 is the default, which nobody saves.

/** What every artist and studio has until they save their own. */
export const DEFAULT_TEMPLATE: ConsentTemplate = {
  version: 1,
  title: DEFAULT_CONSENT_TITLE,
  statements: [...DEFAULT_CONSENT_STATEMENTS],
  minimumAge: CONSENT_LIMITS.minimumAge.default,
  createdAt: null,
};

const toTemplate = (row: ConsentTemplateRow): ConsentTemplate => ({
  version: row.version,
  title: row.title,
  statements: row.statements,
  minimumAge: row.minimum_age,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The template a form is made from now: the newest saved, or the default. */
export async function currentTemplate(db: BookingsDb, owner: Owner): Promise<ConsentTemplate> {
  const row = await findLatestTemplate(db, owner);
  return row ? toTemplate(row) : DEFAULT_TEMPLATE;
}

/** Every version, newest first, ending with the default the owner started from. */
export async function templateVersions(db: BookingsDb, owner: Owner) {
  const rows = await listTemplates(db, owner);
  return { versions: [...rows.map(toTemplate), DEFAULT_TEMPLATE] };
}

/** Saves who race for one version number: each try after a lost race reads the number the winner took. */
const SAVE_ATTEMPTS = 5;

/** Saves the template as the owner's next version and answers it. */
export async function saveTemplate(
  db: BookingsDb,
  owner: Owner,
  update: ConsentTemplateUpdate,
): Promise<ConsentTemplate> {
  const template = {
    title: update.title,
    statements: withIds(update.statements),
    minimumAge: update.minimumAge,
  };
  for (let attempt = 1; ; attempt++) {
    try {
      return toTemplate(await insertNextTemplate(db, owner, template));
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === SAVE_ATTEMPTS) throw error;
    }
  }
}

const MAX_SLUG = 32;

/** A statement's first words as an id (`I am not pregnant…` → `i-am-not-pregnant`); empty for other scripts. */
const slugOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, 4)
    .join('-')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');

/**
 * Statements as saved: one sent with an id keeps it (an edit of that statement), a new one gets an id from its
 * words, numbered when taken (`photos-2`) and `s-<n>` when its words give none, unique within the template.
 */
function withIds(statements: ConsentTemplateUpdate['statements']): ConsentStatement[] {
  const taken = new Set(statements.flatMap((s) => (s.id ? [s.id] : [])));
  return statements.map(({ id, text }) => {
    if (id) return { id, text };
    const base = slugOf(text) || 's';
    let fresh = base === 's' ? 's-1' : base;
    for (let n = 2; taken.has(fresh); n++) fresh = `${base}-${n}`;
    taken.add(fresh);
    return { id: fresh, text };
  });
}
