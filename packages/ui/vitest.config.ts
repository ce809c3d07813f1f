import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// 純粋なロジックだけの単体テスト（Node）。ストーリーと見た目の検査はルートの .storybook/ で動く。
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { conditions: ['@console/source'] },
  test: {
    name: 'ui',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
