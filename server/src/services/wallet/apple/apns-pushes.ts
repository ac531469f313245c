import type { FastifyInstance } from 'fastify';
import type { AppleWalletSettings } from '../../../config';

// PLACEHOLDER, replaced by the PassKit web service helper's work before landing.
export async function startApnsPushes(app: FastifyInstance, settings: AppleWalletSettings) {
  void app;
  void settings;
  return {
    async queuePushes(passId: string): Promise<void> {
      void passId;
    },
  };
}
