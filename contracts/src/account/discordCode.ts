import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './messages.ts';

/**
 * Binding a chat-service (Discord) id to a member needs proof from the Discord side: the unit's bot
 * asks svc-identity for a one-time code for the Discord user (service to service, never routed by
 * the gateway), shows it to that user only, and the member types it into /registerdiscord/{id}.
 * A link alone (the page opened by someone else's message) binds nothing.
 */

/** POST, signed context of the account (session null); answer internalDiscordCodeResponse. */
export const internalDiscordCodePath = (discordID: string) =>
  `/internal/discord/${encodeURIComponent(discordID)}/code`;

/** How long a code lives, and how many wrong tries burn it. */
export const DISCORD_CODE_TTL_SECONDS = 10 * 60;
export const DISCORD_CODE_MAX_TRIES = 5;

/** Eight digits; the page and the bot may group them ("1234 5678"), so spaces and dashes are dropped. */
export const discordCode = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{8}$/, ACCOUNT_MESSAGES.discordCodeShape));

export const internalDiscordCodeResponse = z.object({
  code: z.string().regex(/^\d{8}$/),
  /** ms since the epoch */
  expiresAt: z.number(),
});
export type InternalDiscordCodeResponse = z.infer<typeof internalDiscordCodeResponse>;

/** POST /api/member/account/registerdiscord/{discordID}: the code the bot showed (plus CSRF `token`). */
export const registerDiscordRequest = z.object({ code: discordCode, token: z.string().optional() });
export type RegisterDiscordRequest = z.infer<typeof registerDiscordRequest>;
