import type { Locator, Page } from 'playwright-core';
import { REPLY_DELAY_MS } from '@/features/chat/replies';

/**
 * Sends `text` from the open chat's box and moves the page's clock past the bot's pause before it answers
 * (REPLY_DELAY_MS) rather than waiting it out. The clock, once installed, runs on as the real one does.
 */
export async function sendInChat(page: Page, chat: Locator, text: string): Promise<void> {
  await page.clock.install();
  await chat.getByLabel('Type your message').fill(text);
  await page.keyboard.press('Enter');
  await chat.getByText(text).waitFor();
  await page.clock.fastForward(REPLY_DELAY_MS);
}
