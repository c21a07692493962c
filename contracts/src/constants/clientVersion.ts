// Platform §9 and events §9 "Client version 1.26.0": the version the browser reports with every call
// (header CLIENT_VERSION_HEADER), so the services' request logs tell which client made a call.
export const CLIENT_VERSION = '1.26.0';
export const CLIENT_VERSION_HEADER = 'x-client-version';
