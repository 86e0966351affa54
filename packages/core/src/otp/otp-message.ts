// A rejected code comes back as '... el mensaje: "<text>"'; the user sees only <text>.
const MESSAGE_PATTERN = /el mensaje:\s*"([^"]*)"/;

export const extractOtpMessage = (serverMessage: string | undefined): string | null =>
  serverMessage?.match(MESSAGE_PATTERN)?.[1] ?? null;
