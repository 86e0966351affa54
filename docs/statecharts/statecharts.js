// Pan and zoom for the diagrams of index.html (issue 26): drag to move, the wheel or the buttons to
// zoom, 'Ajustar' to fit the width. A file beside the page, not inline, and nothing from the network,
// so the page works opened from the file system. Not generated: npm run diagrams leaves it alone.
(() => {
  const MIN = 0.1;
  const MAX = 4;
  for (const figure of document.querySelectorAll('.diagram')) {
    const viewport = figure.querySelector('.viewport');
    const svg = viewport?.querySelector('svg');
    if (!viewport || !svg) continue;
    const box = svg.viewBox.baseVal;
    const view = { scale: 1, x: 0, y: 0 };
    const draw = () => {
      svg.style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.scale})`;
    };
    const fit = () => {
      const width = box?.width || svg.getBoundingClientRect().width || 1;
      const height = box?.height || 1;
      view.scale = Math.min(1, viewport.clientWidth / width, viewport.clientHeight / height);
      view.x = (viewport.clientWidth - width * view.scale) / 2;
      view.y = 0;
      draw();
    };
    // Zoom keeping the point under (cx, cy) where it is.
    const zoom = (factor, cx = viewport.clientWidth / 2, cy = viewport.clientHeight / 2) => {
      const scale = Math.min(MAX, Math.max(MIN, view.scale * factor));
      view.x = cx - ((cx - view.x) * scale) / view.scale;
      view.y = cy - ((cy - view.y) * scale) / view.scale;
      view.scale = scale;
      draw();
    };
    svg.setAttribute('width', String(box?.width || svg.getAttribute('width')));
    svg.setAttribute('height', String(box?.height || svg.getAttribute('height')));
    svg.style.maxWidth = 'none';
    figure.querySelector('[data-zoom="in"]')?.addEventListener('click', () => zoom(1.25));
    figure.querySelector('[data-zoom="out"]')?.addEventListener('click', () => zoom(0.8));
    figure.querySelector('[data-zoom="fit"]')?.addEventListener('click', fit);
    viewport.addEventListener(
      'wheel',
      (event) => {
        event.preventDefault();
        const rect = viewport.getBoundingClientRect();
        zoom(event.deltaY < 0 ? 1.1 : 1 / 1.1, event.clientX - rect.left, event.clientY - rect.top);
      },
      { passive: false },
    );
    let drag = null;
    viewport.addEventListener('pointerdown', (event) => {
      drag = { x: event.clientX - view.x, y: event.clientY - view.y };
      viewport.setPointerCapture(event.pointerId);
      viewport.style.cursor = 'grabbing';
    });
    viewport.addEventListener('pointermove', (event) => {
      if (!drag) return;
      view.x = event.clientX - drag.x;
      view.y = event.clientY - drag.y;
      draw();
    });
    const stop = () => {
      drag = null;
      viewport.style.cursor = '';
    };
    viewport.addEventListener('pointerup', stop);
    viewport.addEventListener('pointercancel', stop);
    fit();
    figure.dataset.ready = 'true';
  }
})();
