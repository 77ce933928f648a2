import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fieldIssue } from '../../../shared/error-text';
import { isStorableText } from '../../../shared/text/storable-text';
import { AppError } from '../../lib/app-error';

/** An uploaded file: its name, checked like any text, and its bytes as they arrive. */
export type TUpload = {
  filename: string;
  /** Ends with AppError BAD_REQUEST (multipart) or PAYLOAD_TOO_LARGE (upload) on bad input. */
  bytes: AsyncIterable<Buffer>;
  /** Reads what is left of the upload, so the client gets the answer instead of a stall. */
  drain(): void;
};

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', { reason: 'upload' });

/**
 * Anything the multipart parser throws is the client's doing: busboy's plain errors ("Unexpected
 * end of multipart data", "Boundary not found") included, which have no code to map by.
 */
function uploadError(e: unknown): AppError {
  if (e instanceof AppError) return e;
  // @fastify/multipart's limit errors (parts, files, fields, a file's bytes) are its 413s.
  if ((e as { statusCode?: unknown } | null)?.statusCode === 413) return tooLarge();
  return new AppError('BAD_REQUEST', { reason: 'multipart' });
}

async function* bytesOf(file: MultipartFile['file']): AsyncIterable<Buffer> {
  try {
    for await (const chunk of file) yield chunk;
  } catch (e) {
    throw uploadError(e);
  }
  // Past its size limit busboy just ends the file early: the part read must not pass as all of it.
  if (file.truncated) throw tooLarge();
}

/**
 * The names and values the upload brings with it, that the route may store, as [path, text]:
 * paths as a JSON body's (`body.file.filename`), a bad name naming the body.
 */
function textOf(part: MultipartFile): [string, string][] {
  const fields = Object.values(part.fields).flatMap((f) => (Array.isArray(f) ? f : f ? [f] : []));
  const named = (name: string, path: string, text: string): [string, string][] =>
    isStorableText(name) ? [[path, text]] : [['body', name]];
  return [
    ...named(part.fieldname, `body.${part.fieldname}.filename`, part.filename),
    ...fields.flatMap((f) =>
      f.type === 'field' && typeof f.value === 'string'
        ? named(f.fieldname, `body.${f.fieldname}`, f.value)
        : [],
    ),
  ];
}

/**
 * The request's first file, or undefined when it has none. Malformed multipart and limits
 * become 400 / 413 with a code, and the text it brings (file name, fields before it) follows the
 * rule every JSON body does (plugins/app/storable-text.ts): 400 VALIDATION_FAILED.
 */
export async function readUpload(request: FastifyRequest): Promise<TUpload | undefined> {
  if (!request.isMultipart()) return undefined;
  const part = await request.file().catch((e: unknown) => {
    throw uploadError(e);
  });
  if (!part) return undefined;
  const bad = textOf(part).filter(([, text]) => !isStorableText(text));
  if (bad.length > 0) {
    part.file.resume();
    const issues = bad.map(([path]) => fieldIssue(path, 'errors.fields.unstorableText'));
    throw new AppError('VALIDATION_FAILED', issues);
  }
  return { filename: part.filename, bytes: bytesOf(part.file), drain: () => part.file.resume() };
}
