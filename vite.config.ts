import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';

export default defineConfig({
  // Relay's transform runs before linaria, so evaluated style modules never meet a graphql tag.
  plugins: [relay, wyw({ include: ['**/*.{ts,tsx}'], prefixer: false }), react(), vike()],
  publicDir: 'src/public',
  build: { target: 'es2022', cssCodeSplit: false },
});
