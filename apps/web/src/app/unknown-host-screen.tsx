// Shown when the page is served from a host the environment table does not know.
export const UnknownHostScreen = ({ message }: { message: string }) => (
  <main className="error-screen">
    <h1>Entorno desconocido</h1>
    <p>{message}</p>
  </main>
);
