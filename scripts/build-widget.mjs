#!/usr/bin/env node
// Builds the public chatbot (vite.widget.config.ts) into dist/, after the portal's build (which empties dist/):
// the frame and preview pages, then the loader (dist/public-chatbot.js).
import { build } from 'vite';

await build({ configFile: 'vite.widget.config.ts', mode: 'production' });
await build({ configFile: 'vite.widget.config.ts', mode: 'loader' });
