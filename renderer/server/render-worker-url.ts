/** Where the render task module is (render-worker.ts): a small module, so the CLI can name it before loading the renderer. */
export const RENDER_WORKER_URL = new URL('./render-worker.js', import.meta.url);
