import { defineConfig } from '@playwright/test';
// placeholder; the real config lands with the journeys
export default defineConfig({ testDir: '.' });
