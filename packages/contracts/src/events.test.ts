import { describe, expect, it } from 'vitest';
import { malformedEventPayload, sampleEventPayloads } from './event-samples';
import {
  EVENT_SUBJECT_PATTERN,
  type EventSubject,
  eventPayloads,
  eventSubjects,
  isEventSubject,
  parseEventPayload,
} from './events';

// The event contract per subject: a payload shaped like the snapshot parses, one that is not is refused. The
// table is the map itself, so a subject added without a sample fails here (and does not compile).

/** Breaks a payload in the two ways a publisher drifts: a field of the wrong type, a required field missing. */
const broken = (subject: EventSubject) => {
  const { key, payload } = malformedEventPayload(subject);
  const { [key]: _, ...without } = payload;
  return [payload, without];
};

describe.each(eventSubjects)('event contract of %s', (subject: EventSubject) => {
  it('accepts its sample payload and gives it back unchanged', () => {
    const sample = sampleEventPayloads[subject];
    expect(sample).toBeDefined();
    const result = parseEventPayload(subject, sample);
    expect(result).toEqual({ success: true, data: sample });
  });

  it('refuses a payload that does not match its schema', () => {
    for (const payload of broken(subject)) {
      const result = parseEventPayload(subject, payload);
      expect(result.success).toBe(false);
    }
    expect(parseEventPayload(subject, {}).success).toBe(false);
  });
});

describe('event subjects', () => {
  it('may carry a version after the verb, and nothing else', () => {
    expect('inquiries.inquiry.created.v2').toMatch(EVENT_SUBJECT_PATTERN);
    for (const subject of [
      'inquiries.inquiry',
      'inquiries.inquiry.created.v0',
      'inquiries.inquiry.created.next',
    ])
      expect(subject).not.toMatch(EVENT_SUBJECT_PATTERN);
  });

  it('follow <service>.<entity>.<verb> and every one has a sample', () => {
    expect(eventSubjects.length).toBeGreaterThan(0);
    for (const subject of eventSubjects) expect(subject).toMatch(EVENT_SUBJECT_PATTERN);
    expect(Object.keys(sampleEventPayloads).sort()).toEqual([...eventSubjects].sort());
  });

  it('has no subjects nothing publishes (claims are updated with a status, never "verified")', () => {
    expect(isEventSubject('claims.claim.verified')).toBe(false);
    expect(isEventSubject('auth.user.signed-in')).toBe(false);
    expect(parseEventPayload('claims.claim.verified', sampleEventPayloads['claims.claim.updated'])).toEqual({
      success: false,
      error: 'Unknown event subject claims.claim.verified',
    });
  });

  it('does not treat inherited object keys as subjects', () => {
    expect(isEventSubject('toString')).toBe(false);
    expect(Object.keys(eventPayloads)).toEqual(eventSubjects);
  });
});
