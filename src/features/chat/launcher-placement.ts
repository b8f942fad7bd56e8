/**
 * Where the chat launcher floats over the page, and the room the page leaves for it. Its own module (no React, no
 * chat code) because the page shell imports it, and the launcher's chunk must stay out of the shell's.
 */
import { paths } from '@/config/paths';

/** Room below the page content for the launcher: its 56 px button, its 16 px margin, and a 16 px gap. */
export const LAUNCHER_CLEARANCE_PX = 88;

/** The launcher floats over every signed-in page but the Assistant page (which embeds the chat) and the
 * website-assistant screen (which hides the widget). */
export const launcherFloatsOver = (pathname: string): boolean =>
  pathname !== paths.assistant.path && pathname !== paths.websiteAssistant.path;
