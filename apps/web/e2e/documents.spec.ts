// Journey §2, §4, §8, §9 (issue 4): a company resumed at the document stage sees a VALIDO document
// with its check and a NO_VALIDO one asking for a new file (both set through the sandbox), uploads
// real PDF and JPEG files, has a renamed file refused, passes 30 MB and sees the modal (focus kept in
// it and given back), submits under the 'Validando' overlay with its real percentage, lands on
// /evaluando-documentacion, and finds its files in the sandbox afterwards.
import { expect, test } from './fixtures.ts';
import {
  documentCard,
  type FileSpec,
  makeJpeg,
  makePdf,
  resumeCompanyAt,
  setEstado,
  sha256,
  storedDocuments,
  uploadTo,
} from './members-documents.ts';

const ESTATUTO = 'Estatuto o contrato social';
const ACTA = 'Acta de asamblea con nómina del directorio';
const DNI = 'DNI de firmantes';
const PODER = 'Poder';
const BALANCE = 'Último balance certificado';
/** Just under the 5.5 MB a file may weigh. */
const BIG = 5_767_000;

test('documents: real files, NO_VALIDO and VALIDO, the 30 MB modal, Validando, evaluando; the files are in the sandbox', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { idSolicitud } = await resumeCompanyAt(page, request, 'DOCUMENTACION');
  await expect(page.getByRole('heading', { level: 1, name: 'Documentación de la empresa' })).toBeVisible();

  // The bank's review: the statute is valid, the minutes were refused.
  await setEstado(request, idSolicitud, 'ESTATUTO', 'VALIDO');
  await setEstado(request, idSolicitud, 'ACTA_ASAMBLEA', 'NO_VALIDO');
  await page.reload();
  const estatuto = documentCard(page, ESTATUTO);
  await expect(estatuto.getByText('Documento validado')).toBeVisible();
  await expect(estatuto.getByRole('button', { name: 'Subir archivos' })).toHaveCount(0);
  const acta = documentCard(page, ACTA);
  await expect(acta.getByText('Por favor cargá el documento nuevamente')).toBeVisible();
  await expect(documentCard(page, PODER)).toBeVisible();
  // Required documents carry the asterisk; optional ones do not.
  await expect(documentCard(page, DNI).getByRole('heading')).toHaveText(`${DNI} * (obligatorio)`);
  await expect(documentCard(page, PODER).getByRole('heading')).toHaveText(PODER);
  const continuar = page.getByRole('button', { name: 'Continuar' });
  await expect(continuar).toBeDisabled();

  // Real files: a PDF for the minutes, a JPEG (encoded by the browser) for the IDs.
  const actaPdf = makePdf('acta firmada.pdf', 48_000);
  const dniJpg = await makeJpeg(page, 'dni-frente.jpg');
  await uploadTo(page, ACTA, [actaPdf]);
  await expect(acta.getByText('acta firmada.pdf')).toBeVisible();
  await expect(acta.getByText('Por favor cargá el documento nuevamente')).toBeHidden();
  await uploadTo(page, DNI, [dniJpg]);
  await expect(documentCard(page, DNI).getByText('dni-frente.jpg')).toBeVisible();
  await expect(continuar).toBeEnabled();

  // A program renamed to .pdf is refused by its first bytes.
  const exe: FileSpec = {
    name: 'contrato.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(2_000)]),
  };
  await uploadTo(page, PODER, [exe]);
  await expect(page.getByRole('status', { name: 'Notificaciones' })).toContainText(
    'Formato de archivo incompatible. Permitidos: [.pdf .jpg] Recibido: un archivo .pdf cuyo contenido no es un PDF',
  );
  await expect(documentCard(page, PODER).getByText('contrato.pdf')).toHaveCount(0);

  // Past 30 MB: the bar turns yellow, then red with the modal.
  const bigs = Array.from({ length: 6 }, (_, i) => makePdf(`anexo-${i + 1}.pdf`, BIG));
  await uploadTo(page, PODER, bigs.slice(0, 4));
  await expect(documentCard(page, PODER).getByRole('listitem')).toHaveCount(4);
  await expect(page.locator('.size-bar')).toHaveAttribute('data-level', 'yellow');
  await expect(page.getByText(/Te estás acercando al límite/)).toBeVisible();
  await uploadTo(page, BALANCE, bigs.slice(4));
  const modal = page.getByRole('dialog', { name: 'La documentación supera el tamaño permitido' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('El total de archivos supera los 30MB permitidos.');
  await expect(page.locator('.size-bar')).toHaveAttribute('data-level', 'red');
  // The focus stays in the modal while it is open, and goes back to the button that opened it.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await modal.getByRole('button', { name: 'Entendido' }).click();
  await expect(modal).toBeHidden();
  await expect(documentCard(page, BALANCE).getByRole('button', { name: 'Subir archivos' })).toBeFocused();
  await expect(continuar).toBeDisabled();

  // A fifth file for one document is refused.
  await uploadTo(page, PODER, [makePdf('quinto.pdf', 1_000)]);
  await expect(page.getByRole('status', { name: 'Notificaciones' })).toContainText(
    'Ha superado el límite de archivos permitido por documento (máx. 4)',
  );

  // Removing one file brings the total back under 30 MB.
  await documentCard(page, BALANCE).getByRole('button', { name: 'Quitar anexo-6.pdf' }).click();
  await expect(page.locator('.size-bar')).toHaveAttribute('data-level', 'yellow');
  await expect(continuar).toBeEnabled();

  // The upload, slowed down so the overlay's percentage can be watched as bytes leave.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 8 * 1024 * 1024,
  });
  const percents = new Set<string>();
  await continuar.click();
  const overlay = page.getByRole('dialog', { name: 'Validando' });
  await expect(overlay).toBeVisible();
  await expect
    .poll(
      async () => {
        const text =
          (await overlay
            .locator('.documents__percent')
            .textContent()
            .catch(() => null)) ?? '';
        if (text) percents.add(text);
        return [...percents].some((p) => p !== '0%' && p !== '100%');
      },
      { intervals: [50], timeout: 20_000 },
    )
    .toBe(true);
  await expect(page).toHaveURL('/onboarding-empresas/evaluando-documentacion', { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Estamos evaluando tu documentación' })).toBeVisible();
  await cdp.detach();

  // The files are in the sandbox, byte for byte.
  const stored = await storedDocuments(request, idSolicitud);
  const summary = (id: string) =>
    stored[id]?.archivos.map((a) => [a.nombre, a.enDisco, a.tamanoEnDisco, a.sha256EnDisco]);
  expect(summary('ACTA_ASAMBLEA')).toEqual([['acta firmada.pdf', true, 48_000, sha256(actaPdf.buffer)]]);
  expect(summary('DNI_FIRMANTES')).toEqual([
    ['dni-frente.jpg', true, dniJpg.buffer.length, sha256(dniJpg.buffer)],
  ]);
  expect(summary('PODER')).toEqual(bigs.slice(0, 4).map((f) => [f.name, true, BIG, sha256(f.buffer)]));
  expect(summary('BALANCE')).toEqual([
    ['anexo-5.pdf', true, BIG, sha256(bigs[4]?.buffer ?? Buffer.alloc(0))],
  ]);
  expect(stored.ESTATUTO).toEqual({ ...stored.ESTATUTO, estado: 'VALIDO', archivos: [] });
  expect(stored.DNI_FIRMANTES?.archivos[0]?.tipo).toBe('image/jpeg');
});
