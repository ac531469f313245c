import type { FastifyInstance } from 'fastify';
import type { AppleWalletSettings } from '../../../config';
import type { PassContent } from '../pass-content';

// PLACEHOLDER, replaced by the Apple pass helper's work before landing.
export function createPassBuilder(app: FastifyInstance, settings: AppleWalletSettings) {
  return {
    async build(content: PassContent, authenticationToken: string): Promise<Buffer> {
      void app;
      void content;
      void authenticationToken;
      throw new Error(`not built yet: ${settings.passTypeId}`);
    },
  };
}
