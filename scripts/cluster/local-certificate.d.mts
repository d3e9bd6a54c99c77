// Types of local-certificate.mjs for the TypeScript tests that start the front door.
export declare const localCertificateFolder: string;
export declare function localCertificate(folder?: string): { certificate: string; key: string };
