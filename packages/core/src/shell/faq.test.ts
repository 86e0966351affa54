import { describe, expect, it } from 'vitest';
import { FAQ } from './faq.ts';

const allText = FAQ.map((entry) => `${entry.question} ${entry.answer}`).join('\n');

describe('FAQ', () => {
  it('has ten questions, each with an answer', () => {
    expect(FAQ).toHaveLength(10);
    for (const entry of FAQ) {
      expect(entry.question).toMatch(/^¿.+\?$/);
      expect(entry.answer.length).toBeGreaterThan(10);
    }
  });

  it('states every fact the spec puts in the FAQ', () => {
    expect(allText).toContain('bonificada los primeros 12 meses');
    expect(allText).toContain('30 días corridos');
    expect(allText).toContain('menos de 48 horas');
    expect(allText).toContain('48 horas hábiles');
    expect(allText).toMatch(/Todos los firmantes .* biometría/);
    expect(allText).toContain('Solo el titular puede dar de alta la empresa');
  });
});
