import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, markConnectFailure } from '../../src/server/db/availability';
import { isClientAbort, isRequestAbortedError } from '../../src/server/http/client-abort';

// Which errors mean "the database cannot answer now" (503 with Retry-After, one outage line) and which are the
// client's (499, an info line). tests/reliability/database-refusals.test.ts and client-aborts.test.ts meet the real
// ones; here the codes no test can make PostgreSQL send on demand.

/** A pg DatabaseError as the driver builds it, wrapped as drizzle wraps a failed query. */
function queryError(code: string, message = 'from the server'): Error {
  const cause = Object.assign(new Error(message), { code, severity: 'FATAL' });
  return new Error('Failed query: select 1\nparams: ', { cause });
}

/** Node's error for a request body the client stopped sending. */
const requestAborted = () => Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
/** A socket of ours reset by its peer (the database's connection). */
const socketReset = () =>
  Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', errno: -104, syscall: 'read' });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['57P01', 'admin_shutdown'],
    ['57P02', 'crash_shutdown'],
    ['57P03', 'cannot_connect_now'],
    ['53300', 'too_many_connections'],
    ['57014', 'query_canceled (statement_timeout)'],
    ['08006', 'connection_failure'],
  ])('takes %s (%s) for an outage', (code) => {
    expect(isDatabaseUnavailable(queryError(code))).toBe(true);
  });

  it('takes 55000 for an outage only when it refused a new connection', () => {
    const refused = queryError('55000', 'database "x" is not currently accepting connections');
    expect(isDatabaseUnavailable(refused)).toBe(false);
    markConnectFailure(refused.cause);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    // From a query in a live session (currval before nextval): a bug, a 500.
    expect(
      isDatabaseUnavailable(queryError('55000', 'currval of sequence "s" is not yet defined in this session')),
    ).toBe(false);
  });

  it('marks without changing what the error says', () => {
    const err = Object.assign(new Error('refused'), { code: '55000' });
    expect(markConnectFailure(err)).toBe(err);
    expect(Object.keys(err)).toEqual(['code']);
    expect(JSON.stringify(err)).toBe('{"code":"55000"}');
  });

  it("takes the database's socket reset for an outage, and the client's aborted body for none", () => {
    expect(isDatabaseUnavailable(socketReset())).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: socketReset() }))).toBe(true);
    expect(isDatabaseUnavailable(requestAborted())).toBe(false);
  });
});

describe('isClientAbort', () => {
  const incoming = (state: Partial<IncomingMessage>) => state as IncomingMessage;

  it("knows Node's aborted request stream, in-process or not", () => {
    expect(isRequestAbortedError(requestAborted())).toBe(true);
    expect(isRequestAbortedError(socketReset())).toBe(false);
    expect(isClientAbort(requestAborted())).toBe(true);
    expect(isClientAbort(new Error('wrapped', { cause: requestAborted() }))).toBe(true);
    expect(isClientAbort(socketReset())).toBe(false);
    expect(isClientAbort(queryError('57P01'))).toBe(false);
  });

  it('asks the request itself when there is one', () => {
    const err = requestAborted();
    expect(isClientAbort(err, incoming({ complete: false, destroyed: true, errored: err }))).toBe(true);
    // The body came whole: whatever failed after that is not the client's going away.
    expect(isClientAbort(err, incoming({ complete: true, destroyed: true, errored: null }))).toBe(false);
    // The adapter's words for a connection closed without Node's error.
    const premature = new Error('Client connection prematurely closed.');
    expect(isClientAbort(premature, incoming({ complete: false, destroyed: true, errored: null }))).toBe(true);
    expect(isClientAbort(premature, incoming({ complete: false, destroyed: false, errored: null }))).toBe(false);
    expect(isClientAbort(premature)).toBe(false);
  });
});
