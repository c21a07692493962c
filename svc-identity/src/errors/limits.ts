/** Server crash reports kept per account and service per window (the rest are refused, not stored). */
export const SERVER_ERRORS_PER_WINDOW = 100;
export const SERVER_ERROR_WINDOW_SECONDS = 10 * 60;
