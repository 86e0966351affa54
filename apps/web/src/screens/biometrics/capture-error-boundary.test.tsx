import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptureErrorBoundary } from './capture-error-boundary.tsx';

afterEach(cleanup);

const Broken = () => {
  throw new Error('camera view broke');
};

describe('CaptureErrorBoundary', () => {
  it("a capture that fails to render shows 'Ocurrio un error inesperado' and a 'Recargar Página' link to the page", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <CaptureErrorBoundary>
        <Broken />
      </CaptureErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Ocurrio un error inesperado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Recargar Página' }).getAttribute('href')).toBe(
      window.location.href,
    );
    vi.restoreAllMocks();
  });
});
