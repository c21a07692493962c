// The JSON body parser of every service: express.json with the services' 1 MB limit, and bodies
// nested past MAX_JSON_DEPTH refused 400 TOO_DEEP before they are parsed (jsonDepth.ts says why).
// Other refusals (malformed, too large, a charset it cannot read) go on to the service's error
// handler as before.
import express, { type RequestHandler } from 'express';
import { API_ERRORS } from '../../errors/apiError.ts';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from './jsonDepth.ts';

export interface JsonBodyOptions {
  /** body-parser's limit (default '1mb', every service's). */
  limit?: string | number;
  maxDepth?: number;
}

const TOO_DEEP = 'entity.too.deep';

/** Thrown from body-parser's verify step, which hands it to the callback below with its status. */
function tooDeepError(): Error {
  return Object.assign(new Error('JSON body nested too deeply'), { status: 400, type: TOO_DEEP });
}

/** The body's text in its charset; a charset the scan cannot read is refused as body-parser would. */
function decode(body: Buffer, encoding: string): string {
  if (/^utf-?8$/i.test(encoding)) return body.toString('utf8');
  try {
    return new TextDecoder(encoding).decode(body);
  } catch {
    throw Object.assign(new Error(`unsupported charset "${encoding.toUpperCase()}"`), {
      status: 415,
      type: 'charset.unsupported',
    });
  }
}

export function jsonBody(options: JsonBodyOptions = {}): RequestHandler {
  const maxDepth = options.maxDepth ?? MAX_JSON_DEPTH;
  const parse = express.json({
    limit: options.limit ?? '1mb',
    verify(_req, _res, body, encoding) {
      if (exceedsJsonDepth(decode(body, encoding), maxDepth)) throw tooDeepError();
    },
  });
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      if ((error as { type?: unknown } | undefined)?.type === TOO_DEEP) {
        const { status, code, message } = API_ERRORS.tooDeep;
        res.status(status).json({ code, message, issues: [message] });
        return;
      }
      next(error);
    });
  };
}
