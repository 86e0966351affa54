// The total-size bar of the document page (journey §2, §9): green, yellow above 22 MB, red above 30.
import { MAX_TOTAL_BYTES, sizeText } from '@alta/core/documents/document-limits';
import { type SizeLevel, sizePercent } from '@alta/core/documents/documents.schema';

const LEVEL_TEXT: Record<SizeLevel, string> = {
  green: '',
  yellow: 'Te estás acercando al límite.',
  red: 'Superaste el límite: quitá archivos para continuar.',
};

export const SizeBar = ({ total, level }: { total: number; level: SizeLevel }) => {
  const percent = sizePercent(total);
  const text = `${sizeText(total)} de ${sizeText(MAX_TOTAL_BYTES)}`;
  return (
    <div className={`size-bar size-bar--${level}`} data-level={level}>
      <p className="size-bar__label">
        Tamaño total de los archivos: <strong>{text}</strong>
        {LEVEL_TEXT[level] && <span className="size-bar__warning"> {LEVEL_TEXT[level]}</span>}
      </p>
      {/* The text above says it all; the bar is its picture. */}
      <div className="size-bar__track" aria-hidden="true">
        <div className="size-bar__fill" style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  );
};
