/// <reference types="astro/client" />

/** The signed-in member as pages see it (set by src/middleware.ts before render). */
interface PageUser {
  id: number;
  email: string;
  fullName: string;
  isStaff: boolean;
  hasPaid: boolean;
  /** The session proved a second factor (staff need it for /admin while REQUIRE_STAFF_2FA is on). */
  twoFactor: boolean;
}

declare namespace App {
  interface Locals {
    user: PageUser | null;
    /** The language the page renders in: the `lang` cookie, else Accept-Language (src/lib/i18n/locales.ts). */
    locale: import('./lib/i18n/locales').Locale;
    /** The units the member reads numbers in (issue 26): their choice, else the page language's (src/lib/units.ts). */
    units?: import('./lib/units').Units;
  }
}

interface ImportMetaEnv {
  readonly PUBLIC_API_BASE?: string;
}
