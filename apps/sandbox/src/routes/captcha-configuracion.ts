// GET /captcha/configuracion: public, since the captcha is needed before any session exists.
import type { RegisterRoute } from '../deps.ts';
import { AWS_CAPTCHA_KEY } from '../seed.ts';

export const captchaConfiguracion: RegisterRoute = (api) => {
  api.get('/captcha/configuracion', (c) => c.json({ awsCaptchaKey: AWS_CAPTCHA_KEY }));
};
