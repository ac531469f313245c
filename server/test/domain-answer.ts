import { DomainError } from '../src/contract/domain-errors';
import { domainAnswerOf } from '../src/http/domain-answers';

/**
 * The promise, with a domain error turned into the HTTP answer the error handler gives for it
 * (`{ statusCode, code, message, errors? }`), so a service's refusal is asserted as the caller
 * sees it.
 */
export async function answered(promise: Promise<unknown> | undefined): Promise<unknown> {
  try {
    return await promise;
  } catch (error) {
    const answer = error instanceof DomainError ? domainAnswerOf(error) : undefined;
    throw answer ?? error;
  }
}
