import { describe, expect, it } from 'vitest';
import { typedValue } from './use-typed-before-hydration.ts';

// As the prerendered HTML leaves them: value attributes, a selected option.
const form = () => {
  const element = document.createElement('form');
  element.innerHTML = `
    <input name="cuit" value="">
    <select name="actividad"><option value="" selected>Seleccioná</option><option value="AGRO_NYP">Agro</option></select>
    <input name="robot" type="checkbox">`;
  return element;
};

describe('typedValue', () => {
  it('is null for a field still as the HTML gave it', () => {
    for (const field of Array.from(form().elements)) expect(typedValue(field)).toBeNull();
  });

  it('is what was typed or chosen before hydration; a checkbox is never handed over', () => {
    const element = form();
    const [cuit, actividad, robot] = Array.from(element.elements) as [
      HTMLInputElement,
      HTMLSelectElement,
      HTMLInputElement,
    ];
    cuit.value = '20123456786';
    actividad.value = 'AGRO_NYP';
    robot.checked = true;
    expect(typedValue(cuit)).toBe('20123456786');
    expect(typedValue(actividad)).toBe('AGRO_NYP');
    expect(typedValue(robot)).toBeNull();
  });
});
