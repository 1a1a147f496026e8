// Generated from the server's OpenAPI document (GET /api/openapi.json) by scripts/api-types.ts.
// Do not edit: change the route schemas in server/ or common/, then run `npm run api:generate`.
// CI runs `npm run api:check`, which fails when this file and the server disagree.

export interface paths {
    "/api/auth/get-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member and their session; null when signed out */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Session"] | null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-up/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up; the answer is the same whether or not the address already has an account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** Format: email */
                        email: string;
                        password: string;
                        jobTitle: string;
                        industry: string;
                        /** @enum {string} */
                        revenueBand: "$0-$1 million" | "$1-$10 million" | "$10-$50 million" | "$50-$200 million" | "$200-$500 million" | "$500m-$1 billion" | "$1 billion +";
                        /** @enum {string} */
                        accountType: "leader";
                        /** @enum {string} */
                        role: "CDO/Data" | "CIO" | "CISO" | "Finance/CFO" | "CSCO & CPO" | "CHRO" | "CCO" | "DevOps";
                    } | {
                        name: string;
                        /** Format: email */
                        email: string;
                        password: string;
                        jobTitle: string;
                        industry: string;
                        /** @enum {string} */
                        revenueBand: "$0-$1 million" | "$1-$10 million" | "$10-$50 million" | "$50-$200 million" | "$200-$500 million" | "$500m-$1 billion" | "$1 billion +";
                        /** @enum {string} */
                        accountType: "vendor";
                        /** @enum {string} */
                        plan: "Starter" | "Growth" | "Enterprise";
                        companyName: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password; sets the session cookie, or asks for a second factor (two-factor/verify-*) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                        rememberMe?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": ({
                            user: {
                                id: string;
                                name: string;
                                email: string;
                                image?: string | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        }) | ({
                            /** @enum {boolean} */
                            twoFactorRedirect: true;
                            twoFactorMethods: string[];
                        } & {
                            [key: string]: unknown;
                        });
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never>;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/send-verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a new confirmation link to an address still waiting for confirmation */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        callbackURL?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/request-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password reset link, if the address has an account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        redirectTo?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the token of a reset link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        newPassword: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the signed-in member's password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        newPassword: string;
                        revokeOtherSessions?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                id: string;
                                name: string;
                                email: string;
                                image?: string | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to change the signed-in member's address (needs the password); a link to the new address confirms it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        newEmail: string;
                        password: string;
                        code?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-factor/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start turning on two-factor sign-in: the authenticator app's setup link and backup codes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            totpURI: string;
                            backupCodes: string[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-factor/verify-totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A code from the authenticator app: completes a sign-in that asked for one, or confirms the app in settings */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        trustDevice?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                id: string;
                                name: string;
                                email: string;
                                image?: string | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-factor/verify-backup-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a sign-in that asked for a second factor with a backup code, which is then used up */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        trustDevice?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                id: string;
                                name: string;
                                email: string;
                                image?: string | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-factor/generate-backup-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the backup codes with new ones (needs the password) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                            backupCodes: string[];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn off two-factor sign-in (needs the password) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey/generate-register-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Options for the browser to create a passkey for the signed-in member */
        get: {
            parameters: {
                query?: {
                    name?: string;
                    authenticatorAttachment?: "platform" | "cross-platform";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            challenge: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey/verify-registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store the passkey the browser created */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        response: {
                            [key: string]: unknown;
                        };
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Passkey"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey/generate-authenticate-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Options for the browser to sign in with a passkey */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            challenge: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey/verify-authentication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with the passkey the browser used; sets the session cookie */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        response: {
                            [key: string]: unknown;
                        };
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                id: string;
                                name: string;
                                email: string;
                                image?: string | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey/list-user-passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's passkeys */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Passkey"][];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey/update-passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rename one of the signed-in member's passkeys */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            passkey: components["schemas"]["Passkey"];
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey/delete-passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove one of the signed-in member's passkeys */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 200 when the server and its database answer, 503 otherwise */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Health"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 200 whenever the server process answers (a liveness probe) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Health"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 200 when this instance should be sent work: its database answers, every migration is applied and it is not stopping; 503 otherwise */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Health"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public settings the web app needs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AppConfig"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Plans for leaders and vendors */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Plan"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's plan, seats, status and period, for its people and platform admins */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BillingOverview"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a subscription (owners): by invoice it starts now with the first month's invoice; by card the answer names the checkout page */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["StartSubscriptionInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionChange"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/subscription/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change plan (owners): a dearer plan applies now and the rest of the period is invoiced prorated; a cheaper one waits for the period's end; the current plan withdraws a pending downgrade */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ChangePlanInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionChange"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/subscription/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the subscription when the current period ends (owners) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionChange"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/subscription/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keep a subscription that was set to end (owners) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubscriptionChange"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/billing-portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The card provider's page for cards and receipts (owners of a company paying by card) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BillingPortal"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's invoices, newest first (owners and platform admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvoiceList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/billing-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The append-only history of the company's plan, seats and status, newest first (owners and platform admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BillingHistory"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An invoice as a PDF (its company's owners and platform admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The invoice as application/pdf */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark an open invoice paid or void (platform admins) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SettleInvoiceInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Invoice"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/companies/{id}/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a company's plan, seats or status as its contract says (platform admins) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SetSubscriptionInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Subscription"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customer records, newest first, by part of the e-mail (platform admins) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a customer record; one per e-mail, any case (platform admins)
         * @description A customer whose e-mail belongs to a member who confirmed it and has no customer is attached to them at once, and its planName and memberData are copied into their profile where those are empty; otherwise the member meets it when they confirm their address, sign in or open their profile.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateCustomerInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Customer"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer record and the member it is attached to (platform admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Customer"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Remove a customer record; its member keeps their profile (platform admins) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a customer's plan or member data (platform admins)
         * @description The record only: a member already attached got its plan and member data once and keeps their profile as it is.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateCustomerInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Customer"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/customers/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update customers from a CSV the caller uploaded (/api/upload/csv), all in one transaction, with a report per row (platform admins)
         * @description The header needs an e-mail column (email, e-mail or email address); a plan column (plan, plan name) is optional; every other column becomes a field of memberData. A known e-mail gets the plan and member data its row gives. A row is refused when its e-mail is missing, malformed or repeated, or its plan unknown; the rest are written. A customer whose e-mail belongs to a member who confirmed it and has no customer is attached to them at once, and its planName and memberData are copied into their profile where those are empty; otherwise the member meets it when they confirm their address, sign in or open their profile.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ImportCustomersInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerImportReport"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Profile"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change name or job title */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        jobTitle?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Profile"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/profile/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the profile photo (multipart/form-data, one field named file: JPEG, PNG or WebP) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Profile"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's signed-in sessions: device, network, when signed in and last seen */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountSessionList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of the caller's sessions at once; ending the current one signs out */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/end-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the caller but this one */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EndedSessions"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's user settings: time zone, community, e-mail digest and visibility */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserSettings"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change any of the caller's user settings; all that the body names, or nothing
         * @description visibility says, for the photo, job title and company, whether visitors (signed out) and members may see them; what visitors see, members see too. The member and platform admins always see everything.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateUserSettingsInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserSettings"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/account/digest/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One-click link of the digest e-mail: turns the digest off, then opens the user settings
         * @description Needs no session: the token in the link names the member and is signed by the server.
         */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/data-exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a copy of all your data: a job builds a ZIP and mails a link to it
         * @description One export at a time: while one is queued or running, asking again answers that one (200) instead of starting another (202). The link works for the member, signed in, for 7 days.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DataExport"];
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DataExport"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/data-exports/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your latest export: its progress (stage and percentage) and, once ready, its link */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LatestDataExport"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/data-exports/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download an export (a ZIP); only its member, only until it expires */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The ZIP file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete your own account, confirmed with your password
         * @description Sessions end at once and the member can no longer sign in. Personal data is erased in the same transaction that records the deletion (when, an anonymised id, the choice). content: remove deletes your public posts and comments; keep leaves them shown as by "A former member". The only owner of a company is refused with 409 until someone else owns it.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DeleteAccountInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeletedAccount"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company-specialities/short": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Company specialities */
        get: {
            parameters: {
                query?: {
                    /** @description Case-insensitive; matches on the name first, then names that look alike (typos). */
                    search?: string;
                    /** @description 1-based page number; ignored when cursor is given. */
                    page?: number;
                    limit?: number;
                    /** @description nextCursor of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReferenceItemPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/interests/short": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Interests */
        get: {
            parameters: {
                query?: {
                    /** @description Case-insensitive; matches on the name first, then names that look alike (typos). */
                    search?: string;
                    /** @description 1-based page number; ignored when cursor is given. */
                    page?: number;
                    limit?: number;
                    /** @description nextCursor of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReferenceItemPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/industries/short": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Industries */
        get: {
            parameters: {
                query?: {
                    /** @description Case-insensitive; matches on the name first, then names that look alike (typos). */
                    search?: string;
                    /** @description 1-based page number; ignored when cursor is given. */
                    page?: number;
                    limit?: number;
                    /** @description nextCursor of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReferenceItemPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job-titles/short": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Job titles */
        get: {
            parameters: {
                query?: {
                    /** @description Case-insensitive; matches on the name first, then names that look alike (typos). */
                    search?: string;
                    /** @description 1-based page number; ignored when cursor is given. */
                    page?: number;
                    limit?: number;
                    /** @description nextCursor of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReferenceItemPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job-functions/short": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Job functions */
        get: {
            parameters: {
                query?: {
                    /** @description Case-insensitive; matches on the name first, then names that look alike (typos). */
                    search?: string;
                    /** @description 1-based page number; ignored when cursor is given. */
                    page?: number;
                    limit?: number;
                    /** @description nextCursor of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReferenceItemPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company-sizes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Company sizes, smallest first */
        get: {
            parameters: {
                query?: {
                    /** @description Case-insensitive; matches on the name first, then names that look alike (typos). */
                    search?: string;
                    /** @description 1-based page number; ignored when cursor is given. */
                    page?: number;
                    limit?: number;
                    /** @description nextCursor of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReferenceItemPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/revenue-bands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Company revenue bands, smallest first (a fixed list) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RevenueBandList"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference-data/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an item to a reference list (platform admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description One of company-specialities, interests, industries, job-titles, job-functions, company-sizes */
                    kind: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateReferenceItemInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReferenceItem"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference-data/{kind}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a reference item (platform admins); companies keep the value they chose */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description One of company-specialities, interests, industries, job-titles, job-functions, company-sizes */
                    kind: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename or reorder a reference item (platform admins); companies using the name follow */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description One of company-specialities, interests, industries, job-titles, job-functions, company-sizes */
                    kind: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateReferenceItemInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReferenceItem"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/files/{*}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An uploaded file or profile photo, whole or a byte range of it (HEAD works too)
         * @description A file is served to whoever may see what it belongs to now: an account file to its company's admins; a post's attachment to whoever may read the post; a logo, product image or resource as its company's page; a video, cover or event image to members (a public item's cover to visitors too); a profile photo to members, and to visitors where they see its member. Hidden posts' and items' files reach platform admins only; a file that belongs to nothing reaches its uploader only, for a day after the upload. Images and videos are shown inline; documents and CSV files download under their original name.
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description One byte range, such as bytes=0-1023 */
                    range?: string;
                };
                path: {
                    "*": string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file bytes (or the requested range of them) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description The file bytes (or the requested range of them) */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a document: PDF, Word (.docx), Excel (.xlsx), PowerPoint (.pptx), plain text or Markdown, up to 25 MB
         * @description multipart/form-data with one field named file. The type is judged from the file's bytes, never from its name or Content-Type.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Upload"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a CSV file in UTF-8, such as a target account list, up to 50 MB; once it is an account file, only its company's admins and platform admins can download it
         * @description multipart/form-data with one field named file. The type is judged from the file's bytes, never from its name or Content-Type.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Upload"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a video: MP4, WebM or QuickTime (.mov), up to 500 MB
         * @description multipart/form-data with one field named file. The type is judged from the file's bytes, never from its name or Content-Type.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Upload"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/factor/upload/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image: JPEG, PNG, WebP or GIF, up to 10 MB; stored without its metadata, with a WebP thumbnail
         * @description multipart/form-data with one field named file. The type is judged from the file's bytes, never from its name or Content-Type.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Upload"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company directory: pages first, then by name; 15 a page (visitors see pages only) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                    search?: string;
                    headquarter?: string;
                    industry?: string;
                    size?: string;
                    revenueBand?: "$0-$1 million" | "$1-$10 million" | "$10-$50 million" | "$50-$200 million" | "$200-$500 million" | "$500m-$1 billion" | "$1 billion +";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompanyPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a company; its creator becomes its first owner */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateCompanyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Company"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Distinct values of company attributes with their counts, e.g. attributes[]=headquarter */
        get: {
            parameters: {
                query?: {
                    "attributes[]"?: ("headquarter" | "industry" | "size" | "revenueBand") | ("headquarter" | "industry" | "size" | "revenueBand")[];
                    attributes?: ("headquarter" | "industry" | "size" | "revenueBand") | ("headquarter" | "industry" | "size" | "revenueBand")[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompanyFilters"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/companies/short": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Company pages for visitors, by name (where[isPage]=1 is implied) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                    search?: string;
                    "where[isPage]"?: "0" | "1" | "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompanyPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search company pages as a visitor */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                    search?: string;
                    "where[isPage]"?: "0" | "1" | "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompanyPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Typo-tolerant company name search: the best 5 matches */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    q?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompanySearchResult"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/factor/search/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find members by name, optionally only those of one company */
        get: {
            parameters: {
                query: {
                    search: string;
                    companyId?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserSearchResult"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company's profile
         * @description The address of a company merged into another (a duplicate) answers 308 with the address of the company it was merged into.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Company"];
                    };
                };
                /** @description Default Response */
                308: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Change a company: send only the fields to change (company admins) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateCompanyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Company"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/factor/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company's profile
         * @description The address of a company merged into another (a duplicate) answers 308 with the address of the company it was merged into.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Company"];
                    };
                };
                /** @description Default Response */
                308: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Change a company: send only the fields to change (company admins) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateCompanyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Company"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Follow a company */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FollowState"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Stop following a company */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FollowState"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's people by name, up to 1000 a page (members) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                    search?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmployeePage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/followers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who follows the company, newest first (company admins) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FollowerPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/factor/companies/{id}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's products by name, 50 a page */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/factor/companies/{id}/products/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of a company's products */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    productId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a product (company admins) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    productId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a product: send only the fields to change (company admins) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    productId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateProductInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/factor/companies/{id}/users/{userId}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a product that userId answers for; they work at or administer the company (company admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateProductInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/factor/companies/{id}/capabilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's capabilities by type, then name; optionally one type */
        get: {
            parameters: {
                query?: {
                    type?: "use-case" | "integration" | "deployment" | "certification" | "service" | "region";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CapabilityList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/factor/companies/{id}/capabilities/type/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add capabilities of a type; names the company has (any case) are kept (company admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    type: "use-case" | "integration" | "deployment" | "certification" | "service" | "region";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AddCapabilitiesInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CapabilityList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Remove all of a company's capabilities of a type (company admins) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    type: "use-case" | "integration" | "deployment" | "certification" | "service" | "region";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/factor/companies/{id}/capabilities/{capabilityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one capability (company admins) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    capabilityId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's documents, videos and links, newest first, 10 a page */
        get: {
            parameters: {
                query: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                    companyId: string;
                    kind?: "document" | "video" | "link";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResourcePage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Add a resource: a link with its url, or a document or video with its uploadId (company admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateResourceInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Resource"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a resource (company admins) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a resource's title, description, or a link's url (company admins) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateResourceInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Resource"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The community feed: the hub's posts and those of followed companies, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                    hub?: "cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PostPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feed/new-posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many feed posts are newer than the reader's newest (at most 100) */
        get: {
            parameters: {
                query: {
                    hub?: "cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service";
                    since: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FeedNewPosts"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post in a community, as yourself or as a company you administer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreatePostInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Post"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One post */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Post"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete your post (platform admins may delete any) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Edit your post (its text or attachments) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdatePostInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Post"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/posts/{id}/spotlight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put a company post in its spotlight */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Post"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Take a post out of the spotlight */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Post"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/{id}/reaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Like a post */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Reaction"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Take back your like */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Reaction"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/{id}/reaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Like a comment */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Reaction"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Take back your like */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Reaction"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/{id}/hidden": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Hide a post (platform admins) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Show a hidden post again */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/{id}/hidden": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Hide a comment and its replies */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Show a hidden comment again */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's posts, newest first, 10 a page */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PostPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/spotlight-posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's spotlight posts, most recently spotlighted first, 10 a page */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PostPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A post's comments, oldest first, 10 a page, each with its 3 newest replies */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CommentPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Comment on a post, or reply to a comment */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateCommentInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CommentReply"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All replies to a comment, oldest first, 10 a page */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReplyPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One comment or reply, as readable as its post */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CommentReply"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete your comment with its replies (platform admins may delete any) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Edit your comment */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateCommentInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CommentReply"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/discover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search companies, people, posts, videos, articles, events and courses (the best 5 of each, or one type a page at a time); without a search, what is trending in the hub */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    type?: "all" | "companies" | "people" | "posts" | "videos" | "articles" | "events" | "courses";
                    cursor?: string;
                    limit?: number;
                    hub?: "cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DiscoverResult"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/{id}/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a post to the moderators */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateReportInput"];
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/{id}/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a comment to the moderators */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateReportInput"];
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open reports, oldest first (platform admins) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReportPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/moderation/reports/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide the reported content or dismiss the report; resolves every open report on it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ResolveReportInput"];
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Videos and articles, newest published first, 10 a page, with the caller's progress (members) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                    kind?: "video" | "article";
                    hub?: "cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service";
                    intentType?: "AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning";
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Publish a video (with videoUploadId) or an article: platform admins as Summit or for any company, company admins for their company */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateContentInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A video or article with its Markdown body (members); opening it counts a view once per member and records a content view signal */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a video or article (its company's admins, platform admins) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a video or article; only the fields given change (its company's admins, platform admins) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateContentInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/content/{id}/hidden": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Hide a video or article (platform admins) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Show a hidden video or article again */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/{id}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save where the caller is: seconds into a video or the fraction of an article read; completion is kept */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SaveProgressInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContentProgress"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published courses, newest first, filtered by hub, intent type, author and length; with mine=true, the caller's own drafts and courses */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                    hub?: "cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service";
                    intentType?: "AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning";
                    author?: "summit" | string;
                    length?: "short" | "medium" | "long";
                    search?: string;
                    mine?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CoursePage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Start a course as a draft: platform admins as Summit or for any company, company admins for their company */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateCourseInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CourseDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A course with its sections, lessons, the caller's progress and where to continue */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CourseDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a course with its lessons and everyone's progress in it; certificates stay valid */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a course's details; only the fields given change (its authors) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateCourseInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CourseDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/courses/{id}/publication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Publish a draft (it needs a lesson; a company's course needs a plan with course publishing) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CourseDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}/outline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the order of every section and lesson at once (lessons may move between sections) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CourseOutlineInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CourseDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}/sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a section at the end of the course */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SectionInputInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CourseDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}/sections/{sectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a section with its lessons (a course keeps one section, and a published one a lesson) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    sectionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CourseDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename a section */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    sectionId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SectionInputInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CourseDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/courses/{id}/lessons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a lesson at the end of a section: a video or article of the library, or a quiz; enrolled members of a published course are notified */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateLessonInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CourseDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}/lessons/{lessonId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A lesson with its quiz (without the answers) and neighbours; opening it is a lesson view signal and where Continue starts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    lessonId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LessonDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Remove a lesson; members who had done every other lesson complete the course */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    lessonId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CourseDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a quiz lesson's title or questions */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    lessonId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateQuizLessonInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CourseDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/courses/{id}/lessons/{lessonId}/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a quiz (enrolled members); passing completes the lesson */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    lessonId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["QuizAnswersInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuizSubmission"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}/enrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Enrol in a published course; lessons already done count at once */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Enrolment"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Leave a course; its progress goes, certificates stay */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's courses in progress and completed, suggestions, weekly learning and certificates */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProgressOverview"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verify a certificate (anyone with its link; a hidden one only for its holder) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Certificate"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A certificate as a PDF, with its verification address */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The certificate as application/pdf */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates/{id}/hidden": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Hide a certificate: its link then finds nothing (its holder) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Show a hidden certificate again */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookmarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's bookmarks, newest first, 20 a page, by kind and collection */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                    kind?: "post" | "video" | "article" | "company" | "event" | "course";
                    collectionId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BookmarkPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookmarks/{kind}/{targetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's bookmark of one target; 404 when they have not bookmarked it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    kind: "post" | "video" | "article" | "company" | "event" | "course";
                    targetId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Bookmark"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Bookmark a post, video, article, company or event (again is harmless), optionally into a collection */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    kind: "post" | "video" | "article" | "company" | "event" | "course";
                    targetId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PutBookmarkInput"] | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Bookmark"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Remove a bookmark */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    kind: "post" | "video" | "article" | "company" | "event" | "course";
                    targetId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Move a bookmark into a collection, or out of any with null */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    kind: "post" | "video" | "article" | "company" | "event" | "course";
                    targetId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MoveBookmarkInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Bookmark"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/bookmark-collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's bookmark collections by name, each with how many bookmarks it holds */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BookmarkCollectionList"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Create a collection (names are unique per member, whatever their case) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BookmarkCollectionNameInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BookmarkCollection"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookmark-collections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a collection; its bookmarks stay, outside any collection */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename a collection */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BookmarkCollectionNameInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BookmarkCollection"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/companies/{id}/company-admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's owners and admins (members) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompanyAdminList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/company-admins/{adminId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an admin (owners), or step down yourself; the last owner stays */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    adminId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompanyAdminList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change an admin's privilege (owners); the last owner cannot be demoted */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    adminId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        privilege: "owner" | "admin";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompanyAdminList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/factor/companies/{id}/admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove several admins at once (owners); all or nothing */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompanyAdminList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/company-admin-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Requests for admin rights, newest first (company admins); pending unless status says */
        get: {
            parameters: {
                query?: {
                    status?: "pending" | "approved" | "declined";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompanyAdminRequestList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Ask the company's owners for admin rights */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompanyAdminRequest"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/company-admin-requests/{requestId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a request for admin rights (owners) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    requestId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default admin
                         * @enum {string}
                         */
                        privilege?: "owner" | "admin";
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompanyAdminRequest"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/company-admin-requests/{requestId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a request for admin rights (owners) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    requestId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompanyAdminRequest"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/membership-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Requests to join the company made at sign-up (company admins) */
        get: {
            parameters: {
                query?: {
                    status?: "pending" | "approved" | "declined";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompanyMembershipRequestList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/membership-requests/{requestId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Let a member join the company (company admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    requestId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompanyMembershipRequest"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/membership-requests/{requestId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn down a request to join */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    requestId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompanyMembershipRequest"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/account-files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an account file from a CSV the caller uploaded (/api/upload/csv); its header needs a name or domain column (company admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateAccountFileInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountFile"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/account-files/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's account files, newest first, each with its latest import (company admins) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountFilePage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/account-files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an account file and its stored CSV; its imports keep their reports; refused while it is being imported (company admins) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename an account file (company admins) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RenameAccountFileInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountFile"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/companies/{id}/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import an account file: match its rows to companies and track them, in the background; one import of a file at a time (company admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["StartAccountImportInput"];
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountImport"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/imports/{importId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import's status and progress (company admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    importId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountImport"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/imports/{importId}/rows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What became of each row of an import, by row number; outcome narrows it (company admins) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                    outcome?: "imported" | "rejected";
                };
                header?: never;
                path: {
                    id: string;
                    importId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountImportRowPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/tracked-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The accounts the company tracks, by name (company admins) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TrackedAccountPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/tracked-accounts/{accountCompanyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop tracking an account (company admins) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    accountCompanyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite someone by e-mail to open an account, optionally as one of a company's people
         * @description Platform admins invite anyone, with or without companyId; a company's admins and owners invite to their own company only (companyId required). The account type follows the company: a company run by vendors invites vendors (and its plan's seats count open invitations), any other company or none invites leaders. An e-mail that already has an account is 409: invitations open new accounts and never move an existing member into a company. Inviting the same e-mail to the same company again replaces the link (the old one stops working) and sends the e-mail again. The e-mail links to PUBLIC_URL/signup/invite?token=..., valid 14 days.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateInvitationInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatedInvitation"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/invite/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw an invitation (its sender, the company's admins, platform admins); its link stops working */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's invitations not yet answered, newest first (company admins); expired ones included */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvitationPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/short-register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who an invitation link is for and to what: 404 unknown, 410 used, withdrawn or expired */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvitationDetails"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Open the invited account and sign in (sets the session cookie; the invitation proved the address, so nothing is left to confirm)
         * @description Asks only what the invitation cannot know: name, job title, password (12 to 128 characters) and, for a leader, the signup role (it sets the community). The e-mail, account type, company, plan, industry and revenue band come from the invitation and its company. Rate limited together with sign-up (10 a minute per client address, then 429). An unknown token is 400; a used, withdrawn or expired one 410; nothing is written then.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ShortRegisterInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShortRegisterResult"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an account: platform admins delete anyone, a member only their own
         * @description A company whose every owner would be deleted is refused with 422 naming the companies, unless handOverOwnership is true: then each goes to its longest-serving remaining admin, or else its longest-standing remaining person (with nobody left it keeps no owner; platform admins still manage it). The accounts' sessions end at once; their posts, comments, admin rights, requests and follows are deleted; what they made for a company (products, resources, files, invitations) stays without them.
         */
        delete: {
            parameters: {
                query?: {
                    handOverOwnership?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeletedUsers"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/delete-bulk-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete up to 1000 accounts at once (platform admins); all or nothing, never the caller's own
         * @description Unknown ids are 404 naming them; nothing is deleted then. A company whose every owner would be deleted is refused with 422 naming the companies, unless handOverOwnership is true: then each goes to its longest-serving remaining admin, or else its longest-standing remaining person (with nobody left it keeps no owner; platform admins still manage it). The accounts' sessions end at once; their posts, comments, admin rights, requests and follows are deleted; what they made for a company (products, resources, files, invitations) stays without them.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DeleteUsersInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeletedUsers"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}/suspension": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Suspend a member (platform admins): their sessions end at once and sign-in is refused */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Suspension"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Restore a suspended member (platform admins): they can sign in again */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Suspension"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find members by a part of their name, e-mail address or company, with filters (platform admins)
         * @description Newest sign-ups first, by keyset pages (pass nextCursor as cursor). Days are UTC and both ends count; lastSeenFrom/lastSeenTo leave out members never seen. Members who deleted their accounts are not listed.
         */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    accountType?: "leader" | "vendor";
                    plan?: "Member" | "Starter" | "Growth" | "Enterprise";
                    hub?: "cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service";
                    status?: "active" | "suspended";
                    signedUpFrom?: string;
                    signedUpTo?: string;
                    lastSeenFrom?: string;
                    lastSeenTo?: string;
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminUserPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One member as operators see them: profile, company, plan, customer record, open sessions, recent activity */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminUserDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Companies by name, with their owners and counts (platform admins)
         * @description q finds a part of the name (or a company's whole id); verified=true or false keeps verified or unverified pages only.
         */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    verified?: "true" | "false";
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminCompanyPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{id}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a company page verified: it is run by the company it names (platform admins)
         * @description Asking for the state the company is already in changes nothing and is not logged.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminCompany"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Withdraw a company page's verification (platform admins)
         * @description Asking for the state the company is already in changes nothing and is not logged.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminCompany"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{id}/owner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand a company to one of its people as its owner (platform admins)
         * @description The new owner must work at the company (their profile names it) and not be suspended, else 422. They become its only owner; whoever owned it before stays on as an admin.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TransferOwnershipInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminCompany"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{id}/merge-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What merging this duplicate into another company would move, and why it would be refused */
        get: {
            parameters: {
                query: {
                    intoId: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MergePreview"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge this duplicate into another company; it cannot be undone (platform admins)
         * @description The company in the path is the duplicate: everything that names it moves to intoId's company in one transaction, then it is deleted and its address (GET /api/companies/{id}) answers 308 with the address of the company it was merged into; addresses that led to the duplicate lead there too. Refused (422) when merging a company into itself, when both companies have a paid subscription (active or past due: end one first), and when both list a product of the same name (rename or remove one first); 404 when either company is unknown. Table by table: users.company_id moves: the duplicate's people work at the company that stays; company_admins.company_id moves once per member, the higher privilege kept; the duplicate's owners come as admins unless the company that stays has no owner; company_admin_requests.company_id moves, one pending request per member; pending requests for rights the member now holds are dropped; company_membership_requests.company_id moves once per member; pending requests of people who now work there are dropped; company_followers.company_id moves once per member; products.company_id moves; the merge is refused when both companies list a product of the same name; capabilities.company_id moves once per type and name; resources.company_id moves; posts.company_id moves; content_items.company_id moves; courses.company_id moves; events.host_company_id moves; event_sponsors.company_id moves once per event; meeting_slots.sponsor_company_id moves; meetings.vendor_company_id moves; account_files.company_id moves; account_imports.company_id moves; account_import_rows.matched_company_id moves; tracked_accounts.vendor_company_id moves once per account; a company tracking itself is dropped; tracked_accounts.account_company_id moves once per vendor; a company tracking itself is dropped; invitations.company_id moves, one open invitation per e-mail address; bookmarks.company_id moves once per member; notifications.company_id moves; company_match_points.company_id moves once per intent type; decision_cycle_vendors.company_id moves once per cycle; decision_cycles.company_id moves; account_highlights.company_id moves; account_highlights.vendor_company_id moves; signals.company_id moves; the days are rolled up and the scores counted again; vendor_activity.vendor_company_id moves; the days are counted again; vendor_activity.account_company_id moves; the days are counted again; subscriptions.company_id the better subscription stays (paid, then a trial, then an ended one; the survivor's own when alike); refused when both are paid; invoices.company_id moves; billing_events.company_id copied, as the history is append-only; the duplicate's own entries go with it; company_redirects.to_id addresses of companies merged into the duplicate lead to the company that stays; company_name_words.company_id goes with the duplicate (kept by a trigger on names); account_day_kinds.company_id goes with the duplicate; rebuilt from the signals that moved; account_scores.company_id goes with the duplicate; counted again from the signals that moved; account_score_weeks.company_id goes with the duplicate; counted again from the signals that moved; vendor_rankings.vendor_company_id goes with the duplicate; rebuilt for the company that stays; vendor_rankings.company_id goes with the duplicate; rebuilt when the scores are counted again; vendor_activity_days.vendor_company_id goes with the duplicate; counted again from the activity that moved; vendor_account_days.vendor_company_id goes with the duplicate; counted again from the activity that moved; vendor_account_days.account_company_id goes with the duplicate; counted again from the activity that moved; vendor_account_spans.vendor_company_id goes with the duplicate; counted again from the activity that moved; vendor_account_spans.account_company_id goes with the duplicate; counted again from the activity that moved; vendor_content_days.vendor_company_id goes with the duplicate; counted again from the activity that moved.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MergeCompanyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MergeResult"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What platform admins did, newest first (platform admins)
         * @description Every admin action is written in the same transaction as its change and cannot be changed or removed through the app or the database's own UPDATE and DELETE.
         */
        get: {
            parameters: {
                query?: {
                    actorId?: string;
                    action?: "user.deleted" | "users.deleted" | "user.suspended" | "user.restored" | "reference-item.added" | "reference-item.changed" | "reference-item.removed" | "report.resolved" | "post.hidden" | "post.shown" | "comment.hidden" | "comment.shown" | "content.hidden" | "content.shown" | "subscription.set" | "invoice.settled" | "customer.created" | "customer.changed" | "customer.deleted" | "customers.imported" | "job.retried" | "company.verified" | "company.unverified" | "company.ownership-transferred" | "company.merged";
                    targetId?: string;
                    from?: string;
                    to?: string;
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminActionPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log as a CSV file, with the list's filters (platform admins) */
        get: {
            parameters: {
                query?: {
                    actorId?: string;
                    action?: "user.deleted" | "users.deleted" | "user.suspended" | "user.restored" | "reference-item.added" | "reference-item.changed" | "reference-item.removed" | "report.resolved" | "post.hidden" | "post.shown" | "comment.hidden" | "comment.shown" | "content.hidden" | "content.shown" | "subscription.set" | "invoice.settled" | "customer.created" | "customer.changed" | "customer.deleted" | "customers.imported" | "job.retried" | "company.verified" | "company.unverified" | "company.ownership-transferred" | "company.merged";
                    targetId?: string;
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What waits for an operator: open reports and failed background jobs (platform admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminSummary"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Background jobs by queue and state, failed jobs, database size and the mail outbox (platform admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Operations"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a failed background job again (platform admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RetriedJob"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your notifications, 15 a page, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of your notifications are unread (counted up to 100) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UnreadCount"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one of your notifications read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Notification"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark all your notifications read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UnreadCount"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your notification channels per kind, and your e-mail digest */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationPreferences"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change your notification channels or digest */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateNotificationPreferencesInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationPreferences"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/notifications/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live notifications (text/event-stream): unread, notification and read events; resumes after Last-Event-ID */
        get: {
            parameters: {
                query?: {
                    lastEventId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A community's events: upcoming soonest first, or past latest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                    when?: "upcoming" | "past";
                    hub?: "cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service";
                    format?: "in_person" | "virtual";
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Create an event (the host company's admins; platform admins, also with no host as Summit) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateEventInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Event"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The events a company hosts and/or sponsors, newest first, 500 a page */
        get: {
            parameters: {
                query: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                    companyId: string;
                    isHosting?: "0" | "1" | "true" | "false";
                    isSponsoring?: "0" | "1" | "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompanyEventPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event with its host, sponsors, agenda, counts and what the caller may do */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Event"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete an event nobody registered for; otherwise cancel it (the host's admins) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change an event (the host's admins) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateEventInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Event"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/events/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an event: it stays readable, marked (the host's admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Event"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a session to the agenda (the host's admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateEventSessionInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventSession"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a session from the agenda (the host's admins) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    sessionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a session; speakers, when given, replace the session's (the host's admins) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    sessionId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UpdateEventSessionInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventSession"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/events/{id}/sponsors/{companyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Add a sponsor; adding one again is harmless (the host's admins) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    companyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Event"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Remove a sponsor (the host's admins) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    companyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Event"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Register the caller: a place while there are some, else the waitlist */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventRegistration"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Unregister the caller; a freed place goes to the member who waited longest */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Event"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who registered, then who waits, with the sessions they attended (the host's admins) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EventAttendeePage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/sessions/{sessionId}/attendance/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Check a registered member in to a session (the host's admins) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    sessionId: string;
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Undo a check-in (the host's admins) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    sessionId: string;
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event as an iCalendar file */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/host/events/{eventId}/meetings-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event's meeting slots (its hosts' and sponsors' people; registered leaders see free ones and their own) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                    search?: string;
                    sponsorId?: string;
                    order?: "startsAt" | "-startsAt";
                    free?: "true" | "false";
                };
                header?: never;
                path: {
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MeetingSlotPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Offer a slot with one of the company's people (the company's or the host's admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        representativeId: string;
                        /** Format: date-time */
                        startsAt: string;
                        /** Format: date-time */
                        endsAt: string;
                        location?: string | null;
                        /** Format: uuid */
                        sponsorCompanyId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MeetingSlot"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/host/events/{eventId}/meetings-sessions/{slotId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a slot no accepted meeting holds */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: string;
                    slotId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a slot no accepted meeting holds */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: string;
                    slotId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        representativeId?: string;
                        /** Format: date-time */
                        startsAt?: string;
                        /** Format: date-time */
                        endsAt?: string;
                        location?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MeetingSlot"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/meetings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's meetings as a leader: requests, upcoming or past */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    cursor?: string;
                    view?: "requests" | "upcoming" | "past";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MeetingPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Ask a registered leader for a meeting at one of the company's slots (the sponsor's people) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        slotId: string;
                        leaderId: string;
                        message?: string;
                        /** @default [] */
                        intentTypes?: ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Meeting"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller accepts meeting requests from vendors */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MeetingSettings"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Accept meeting requests from vendors, or not (leaders) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MeetingSettingsInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MeetingSettings"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a meeting's status: the leader accepts, declines or cancels; the vendor cancels, records the outcome or reschedules */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "requested" | "accepted" | "declined" | "cancelled" | "completed" | "no_show" | "rescheduled";
                        /** Format: uuid */
                        slotId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Meeting"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{eventId}/meetings/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A vendor company's meetings at the event, per representative and status (its people) */
        get: {
            parameters: {
                query?: {
                    companyId?: string;
                };
                header?: never;
                path: {
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MeetingBoard"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{eventId}/meetings/board.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The board as a CSV file */
        get: {
            parameters: {
                query?: {
                    companyId?: string;
                };
                header?: never;
                path: {
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{eventId}/meetings/leaders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leaders registered for the event who accept meeting requests (its hosts' and sponsors' people) */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    companyId?: string;
                };
                header?: never;
                path: {
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MeetingLeaderList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decisions/intent-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's match points, All first when there is more than one (members) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MatchPointList"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/match-points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The intent types a company sells into (company admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompanyMatchPoints"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Set the intent types a company sells into, replacing the list (company admins) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        intentTypes: ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompanyMatchPoints"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decisions/cycles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Declare a decision cycle (leaders) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        intentType: "AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning";
                        /** @enum {string} */
                        stage: "awareness" | "consideration" | "decision" | "purchase";
                        /** @enum {string} */
                        budgetBand: "undecided" | "under-50k" | "50k-250k" | "250k-1m" | "1m-5m" | "over-5m";
                        timeline: string;
                        peopleInvolved: number;
                        /** @default  */
                        needs?: string;
                        /** @enum {string} */
                        visibility: "private" | "matched" | "named";
                        /** @default [] */
                        vendorIds?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DecisionCycle"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decisions/cycles/{cycleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change one's own open decision cycle: its stage, details or who sees it */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cycleId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        stage?: "awareness" | "consideration" | "decision" | "purchase";
                        /** @enum {string} */
                        budgetBand?: "undecided" | "under-50k" | "50k-250k" | "250k-1m" | "1m-5m" | "over-5m";
                        timeline?: string;
                        peopleInvolved?: number;
                        needs?: string;
                        /** @enum {string} */
                        visibility?: "private" | "matched" | "named";
                        vendorIds?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DecisionCycle"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/decisions/cycles/{cycleId}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close one's own decision cycle: bought, postponed or cancelled */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cycleId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        outcome: "bought" | "postponed" | "cancelled";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DecisionCycle"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decisions/cycles/{cycleId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One's own decision cycle's history, oldest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cycleId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DecisionCycleHistory"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decisions/user-overview/{id}/cycles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A leader's decision cycles: all for the leader, those shared by name for a vendor; 404 otherwise */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DecisionCycleList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decisions/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The leader's privacy centre: whether they contribute, and what their activity added by week */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DecisionPrivacy"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Pause or resume contributing to decision insights (leaders) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        contributing: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DecisionPrivacy"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decisions/privacy/contributions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw every past contribution to decision insights (leaders) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Withdrawn"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decisions/privacy/contributions.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download every contribution to decision insights as a CSV file (leaders) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account-insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vendor's accounts with their score, surge, stage and trend per match point (vendors with insights) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    matchPoint?: string;
                    stage?: "awareness" | "consideration" | "decision" | "purchase";
                    surging?: "true" | "false";
                    industry?: string;
                    size?: string;
                    revenueBand?: string;
                    sort?: "score" | "trend" | "name";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountInsightPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account-insights/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account insights view, with its filters and sort, as a CSV file (vendors with insights) */
        get: {
            parameters: {
                query?: {
                    matchPoint?: string;
                    stage?: "awareness" | "consideration" | "decision" | "purchase";
                    surging?: "true" | "false";
                    industry?: string;
                    size?: string;
                    revenueBand?: string;
                    sort?: "score" | "trend" | "name";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account-insights/{companyId}/{intentType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Why an account scores what it does on a match point: the formula's figures and points by kind and week */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: string;
                    intentType: "AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InsightExplanation"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account-highlights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest notable changes on the vendor's accounts, newest first (vendors with insights) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    matchPoint?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountHighlightPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's company's figures per day for a match point or all, against the period before (vendors)
         * @description startDate and endDate (YYYY-MM-DD, UTC) default to the 90 days ending today; at most 731 days. The previous period is the same number of days just before.
         */
        get: {
            parameters: {
                query?: {
                    startDate?: string;
                    endDate?: string;
                    matchPoint?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Performance"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decisions/customer/dashboard/overview/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A vendor customer's headline figures, each against the period before (the company's people on a plan with insights, platform admins)
         * @description startDate and endDate (YYYY-MM-DD, UTC) default to the 90 days ending today; at most 731 days. The previous period is the same number of days just before.
         */
        get: {
            parameters: {
                query?: {
                    startDate?: string;
                    endDate?: string;
                    matchPoint?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DashboardOverview"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decisions/customer/dashboard/cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Top accounts, top content, next events and next meetings (the company's people on a plan with insights, platform admins)
         * @description startDate and endDate (YYYY-MM-DD, UTC) default to the 90 days ending today; at most 731 days. The previous period is the same number of days just before.
         */
        get: {
            parameters: {
                query?: {
                    startDate?: string;
                    endDate?: string;
                    matchPoint?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DashboardCards"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decisions/customer/dashboard/distribution-cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How engaged accounts split by stage, industry, size, revenue band and hub (the company's people on a plan with insights, platform admins)
         * @description startDate and endDate (YYYY-MM-DD, UTC) default to the 90 days ending today; at most 731 days. The previous period is the same number of days just before.
         */
        get: {
            parameters: {
                query?: {
                    startDate?: string;
                    endDate?: string;
                    matchPoint?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DashboardDistributions"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decisions/customer/dashboard/counts-overview/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counts of each kind of activity by week (the company's people on a plan with insights, platform admins)
         * @description startDate and endDate (YYYY-MM-DD, UTC) default to the 90 days ending today; at most 731 days. The previous period is the same number of days just before.
         */
        get: {
            parameters: {
                query?: {
                    startDate?: string;
                    endDate?: string;
                    matchPoint?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DashboardCounts"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decisions/customer/dashboard/meetings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The meeting funnel by week and by representative (the company's people on a plan with insights, platform admins)
         * @description startDate and endDate (YYYY-MM-DD, UTC) default to the 90 days ending today; at most 731 days. The previous period is the same number of days just before.
         */
        get: {
            parameters: {
                query?: {
                    startDate?: string;
                    endDate?: string;
                    matchPoint?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DashboardMeetings"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/customers/experience": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How the caller's company uses its plan: seats, meeting requests, match points, tracked accounts, reach */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerExperience"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe's webhook: a signed event about a subscription or invoice, applied once (a replay or an older event changes nothing) */
        post: {
            parameters: {
                query?: never;
                header: {
                    "stripe-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            /** @description The event exactly as Stripe sent it */
            requestBody: {
                content: {
                    "application/json": unknown;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            outcome: "applied" | "duplicate" | "ignored";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        DataExportInput: {
            id: string;
            /** @enum {string} */
            status: "queued" | "running" | "ready" | "failed" | "expired";
            stage: string;
            progress: number;
            /** Format: date-time */
            requestedAt: string;
            finishedAt: string | null;
            expiresAt: string | null;
            sizeBytes: number | null;
            downloadUrl: string | null;
        };
        LatestDataExportInput: {
            export: components["schemas"]["DataExportInput"] | null;
        };
        DeleteAccountInput: {
            password: string;
            code?: string;
            /** @enum {string} */
            content: "remove" | "keep";
        };
        DeletedAccountInput: {
            /** @enum {string} */
            content: "remove" | "keep";
        };
        NotificationActorInput: {
            id: string;
            name: string;
            photoUrl: string | null;
        };
        NotificationInput: {
            id: string;
            /** @enum {string} */
            kind: "post_comment" | "comment_reply" | "post_reaction" | "comment_reaction" | "company_follower" | "admin_request" | "admin_request_answer" | "meeting_request" | "meeting_answer" | "meeting_update" | "event_new" | "account_surge" | "course_lesson_new";
            actor: components["schemas"]["NotificationActorInput"] | null;
            othersCount: number;
            subject: string | null;
            approved: boolean | null;
            detail: string | null;
            link: string;
            read: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        NotificationPageInput: {
            items: components["schemas"]["NotificationInput"][];
            nextCursor: string | null;
        };
        UnreadCountInput: {
            count: number;
        };
        NotificationChannelsInput: {
            /** @enum {string} */
            kind: "post_comment" | "comment_reply" | "post_reaction" | "comment_reaction" | "company_follower" | "admin_request" | "admin_request_answer" | "meeting_request" | "meeting_answer" | "meeting_update" | "event_new" | "account_surge" | "course_lesson_new";
            inApp: boolean;
            email: boolean;
        };
        NotificationPreferencesInput: {
            kinds: components["schemas"]["NotificationChannelsInput"][];
            /** @enum {string} */
            digest: "off" | "daily" | "weekly";
        };
        UpdateNotificationPreferencesInput: {
            kinds?: {
                /** @enum {string} */
                kind: "post_comment" | "comment_reply" | "post_reaction" | "comment_reaction" | "company_follower" | "admin_request" | "admin_request_answer" | "meeting_request" | "meeting_answer" | "meeting_update" | "event_new" | "account_surge" | "course_lesson_new";
                inApp?: boolean;
                email?: boolean;
            }[];
            /** @enum {string} */
            digest?: "off" | "daily" | "weekly";
        };
        ProfileVisibilityInput: {
            photo: {
                visitors: boolean;
                members: boolean;
            };
            jobTitle: {
                visitors: boolean;
                members: boolean;
            };
            company: {
                visitors: boolean;
                members: boolean;
            };
        };
        UserSettingsInput: {
            timeZone: string;
            /** @enum {string} */
            hub: "cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service";
            /** @enum {string} */
            digest: "off" | "daily" | "weekly";
            visibility: components["schemas"]["ProfileVisibilityInput"];
        };
        UpdateUserSettingsInput: {
            timeZone?: string;
            /** @enum {string} */
            hub?: "cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service";
            /** @enum {string} */
            digest?: "off" | "daily" | "weekly";
            visibility?: components["schemas"]["ProfileVisibilityInput"];
        };
        ApiErrorInput: {
            /** @enum {string} */
            reason: "Unknown" | "NotFound" | "AlreadyExists" | "Invalid" | "Failure" | "NotSupported" | "AccessDenied" | "InternalError";
            messages: string[];
        };
        UploadInput: {
            id: string;
            /** @enum {string} */
            kind: "document" | "csv" | "video" | "image";
            url: string;
            thumbnailUrl: string | null;
            contentType: string;
            sizeBytes: number;
            fileName: string;
            width: number | null;
            height: number | null;
            /** Format: date-time */
            createdAt: string;
        };
        PlanInput: {
            name: string;
            /** @enum {string} */
            accountType: "leader" | "vendor";
            description: string;
            priceCentsPerMonth: number;
            seats: number | null;
            meetingQuota: number | null;
            decisionInsights: boolean;
            /** @enum {string} */
            insightsReach: "none" | "tracked" | "market";
            trackedAccounts: number | null;
            matchPoints: number | null;
            coursePublishing: boolean;
        };
        SessionInput: {
            session: {
                id: string;
                userId: string;
                expiresAt: string;
            } & {
                [key: string]: unknown;
            };
            user: {
                id: string;
                name: string;
                email: string;
                image?: string | null;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        PasskeyInput: {
            id: string;
            name?: string | null;
            deviceType: string;
            backedUp: boolean;
            createdAt?: string | null;
        } & {
            [key: string]: unknown;
        };
        AccountImportInput: {
            id: string;
            companyId: string;
            accountFileId: string | null;
            /** @enum {string} */
            status: "queued" | "running" | "completed" | "failed";
            totalRows: number;
            processedRows: number;
            importedRows: number;
            rejectedRows: number;
            error: string | null;
            requestedBy: {
                id: string;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            startedAt: string | null;
            finishedAt: string | null;
        };
        AccountFileInput: {
            id: string;
            companyId: string;
            name: string;
            rowCount: number;
            fileName: string;
            sizeBytes: number;
            uploadedBy: {
                id: string;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            latestImport: components["schemas"]["AccountImportInput"] | null;
        };
        AccountFilePageInput: {
            items: components["schemas"]["AccountFileInput"][];
            nextCursor: string | null;
        };
        CreateAccountFileInput: {
            /** Format: uuid */
            uploadId: string;
            name?: string;
        };
        RenameAccountFileInput: {
            name: string;
        };
        StartAccountImportInput: {
            /** Format: uuid */
            accountFileId: string;
        };
        AccountImportRowInput: {
            rowNumber: number;
            name: string | null;
            domain: string | null;
            /** @enum {string} */
            outcome: "imported" | "rejected";
            reason: string | null;
            matchedCompany: {
                id: string;
                name: string;
            } | null;
        };
        AccountImportRowPageInput: {
            items: components["schemas"]["AccountImportRowInput"][];
            nextCursor: string | null;
        };
        TrackedAccountInput: {
            company: {
                id: string;
                name: string;
                domain: string | null;
                logoUrl: string | null;
            };
            importId: string | null;
            /** Format: date-time */
            trackedAt: string;
        };
        TrackedAccountPageInput: {
            items: components["schemas"]["TrackedAccountInput"][];
            nextCursor: string | null;
        };
        ProfileInput: {
            id: string;
            name: string;
            email: string;
            photoUrl: string | null;
            /** @enum {string} */
            accountType: "leader" | "vendor";
            /** @enum {string} */
            hub: "cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service";
            planName: string | null;
            jobTitle: string | null;
            industry: string | null;
            revenueBand: string | null;
            company: {
                id: string;
                name: string;
                privilege: ("owner" | "admin") | null;
            } | null;
            pendingCompany: {
                id: string;
                name: string;
            } | null;
            customer: {
                id: string;
                email: string;
                planName: string | null;
            } | null;
            memberData: {
                [key: string]: unknown;
            } | null;
            isPlatformAdmin: boolean;
            timeZone: string;
            /** Format: date-time */
            createdAt: string;
        };
        CompanySummaryInput: {
            id: string;
            name: string;
            isPage: boolean;
            headquarter: string | null;
            industry: string | null;
            size: string | null;
            logoUrl: string | null;
        };
        CompanyInput: {
            id: string;
            name: string;
            isPage: boolean;
            headquarter: string | null;
            industry: string | null;
            size: string | null;
            logoUrl: string | null;
            revenueBand: string | null;
            description: string | null;
            website: string | null;
            specialities: string[];
            interests: string[];
            logoThumbnailUrl: string | null;
            followerCount: number;
            employeeCount: number;
            productCount: number;
            verifiedAt: string | null;
            isFollowing: boolean;
            bookmarked: boolean;
            viewerPrivilege: ("owner" | "admin") | null;
            viewerCanEdit: boolean;
            viewerHasPendingAdminRequest: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CompanyPageInput: {
            items: components["schemas"]["CompanySummaryInput"][];
            nextCursor: string | null;
        };
        CompanyFiltersInput: {
            headquarter?: {
                value: string;
                count: number;
            }[];
            industry?: {
                value: string;
                count: number;
            }[];
            size?: {
                value: string;
                count: number;
            }[];
            revenueBand?: {
                value: string;
                count: number;
            }[];
        };
        CompanySearchResultInput: {
            items: components["schemas"]["CompanySummaryInput"][];
        };
        CreateCompanyInput: {
            name: string;
            isPage?: boolean;
            headquarter?: string | null;
            size?: string | null;
            industry?: string | null;
            revenueBand?: ("$0-$1 million" | "$1-$10 million" | "$10-$50 million" | "$50-$200 million" | "$200-$500 million" | "$500m-$1 billion" | "$1 billion +") | null;
            description?: string | null;
            website?: string | null;
            specialities?: string[];
            interests?: string[];
            logoUploadId?: string | null;
        };
        UpdateCompanyInput: {
            name?: string;
            isPage?: boolean;
            headquarter?: string | null;
            size?: string | null;
            industry?: string | null;
            revenueBand?: ("$0-$1 million" | "$1-$10 million" | "$10-$50 million" | "$50-$200 million" | "$200-$500 million" | "$500m-$1 billion" | "$1 billion +") | null;
            description?: string | null;
            website?: string | null;
            specialities?: string[];
            interests?: string[];
            logoUploadId?: string | null;
        };
        FollowStateInput: {
            isFollowing: boolean;
            followerCount: number;
        };
        PersonInput: {
            id: string;
            name: string;
            jobTitle: string | null;
            photoUrl: string | null;
        };
        EmployeeInput: {
            id: string;
            name: string;
            jobTitle: string | null;
            photoUrl: string | null;
            privilege: ("owner" | "admin") | null;
        };
        EmployeePageInput: {
            items: components["schemas"]["EmployeeInput"][];
            nextCursor: string | null;
        };
        FollowerInput: {
            id: string;
            name: string;
            jobTitle: string | null;
            photoUrl: string | null;
            /** Format: date-time */
            followedAt: string;
        };
        FollowerPageInput: {
            items: components["schemas"]["FollowerInput"][];
            nextCursor: string | null;
        };
        UserSearchResultInput: {
            items: {
                id: string;
                name: string;
                jobTitle: string | null;
                photoUrl: string | null;
                company: {
                    id: string;
                    name: string;
                } | null;
            }[];
        };
        AccountSessionInput: {
            id: string;
            device: string;
            /** @enum {string} */
            deviceKind: "desktop" | "mobile" | "tablet" | "unknown";
            network: string | null;
            /** Format: date-time */
            signedInAt: string;
            /** Format: date-time */
            lastSeenAt: string;
            current: boolean;
        };
        AccountSessionListInput: {
            items: components["schemas"]["AccountSessionInput"][];
        };
        EndedSessionsInput: {
            ended: number;
        };
        AdminCompanyInput: {
            id: string;
            name: string;
            isPage: boolean;
            verifiedAt: string | null;
            owners: {
                id: string;
                name: string;
                email: string;
            }[];
            peopleCount: number;
            followerCount: number;
            productCount: number;
            /** Format: date-time */
            createdAt: string;
        };
        AdminCompanyPageInput: {
            items: components["schemas"]["AdminCompanyInput"][];
            nextCursor: string | null;
        };
        TransferOwnershipInput: {
            userId: string;
        };
        MergeCompanyInput: {
            /** Format: uuid */
            intoId: string;
        };
        MergeCountsInput: {
            people: number;
            admins: number;
            followers: number;
            products: number;
            posts: number;
            resources: number;
            trackedAccounts: number;
            events: number;
            content: number;
            courses: number;
            invoices: number;
        };
        MergePreviewInput: {
            duplicate: components["schemas"]["AdminCompanyInput"];
            into: components["schemas"]["AdminCompanyInput"];
            moves: components["schemas"]["MergeCountsInput"];
            refusals: string[];
        };
        MergeResultInput: {
            into: components["schemas"]["AdminCompanyInput"];
            moved: components["schemas"]["MergeCountsInput"];
        };
        AdminActionInput: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            at: string;
            actor: {
                id: string;
                name: string;
                email: string;
            };
            /** @enum {string} */
            action: "user.deleted" | "users.deleted" | "user.suspended" | "user.restored" | "reference-item.added" | "reference-item.changed" | "reference-item.removed" | "report.resolved" | "post.hidden" | "post.shown" | "comment.hidden" | "comment.shown" | "content.hidden" | "content.shown" | "subscription.set" | "invoice.settled" | "customer.created" | "customer.changed" | "customer.deleted" | "customers.imported" | "job.retried" | "company.verified" | "company.unverified" | "company.ownership-transferred" | "company.merged";
            target: {
                kind: string;
                ids: string[];
                label: string;
            };
            before: {
                [key: string]: unknown;
            } | null;
            after: {
                [key: string]: unknown;
            } | null;
            origin: {
                ip: string | null;
                userAgent: string | null;
            };
        };
        AdminActionPageInput: {
            items: components["schemas"]["AdminActionInput"][];
            nextCursor: string | null;
        };
        DecisionCycleInput: {
            id: string;
            /** @enum {string} */
            intentType: "AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning";
            /** @enum {string} */
            stage: "awareness" | "consideration" | "decision" | "purchase";
            /** @enum {string} */
            budgetBand: "undecided" | "under-50k" | "50k-250k" | "250k-1m" | "1m-5m" | "over-5m";
            timeline: string;
            peopleInvolved: number;
            needs: string;
            visibility: ("private" | "matched" | "named") | null;
            vendors: {
                id: string;
                name: string;
            }[] | null;
            /** @enum {string} */
            status: "open" | "bought" | "postponed" | "cancelled";
            leader: {
                id: string;
                name: string;
            };
            company: {
                id: string;
                name: string;
            } | null;
            createdAt: string;
            updatedAt: string;
            closedAt: string | null;
        };
        DecisionCycleListInput: {
            items: components["schemas"]["DecisionCycleInput"][];
        };
        DecisionCycleChangeInput: {
            id: number;
            /** @enum {string} */
            kind: "declared" | "stage" | "edited" | "sharing" | "closed";
            from: string | null;
            to: string | null;
            at: string;
        };
        DecisionCycleHistoryInput: {
            items: components["schemas"]["DecisionCycleChangeInput"][];
        };
        InsightAccountInput: {
            id: string;
            name: string;
            logoUrl: string | null;
            industry: string | null;
            size: string | null;
            revenueBand: string | null;
        };
        AccountInsightInput: {
            account: components["schemas"]["InsightAccountInput"];
            /** @enum {string} */
            intentType: "AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning";
            score: number;
            surging: boolean;
            isNew: boolean;
            /** @enum {string} */
            stage: "awareness" | "consideration" | "decision" | "purchase";
            /** @enum {string} */
            stageSource: "declared" | "meeting" | "inferred";
            stageConfidence: number;
            trend: (number | null)[];
            people: number;
            tracked: boolean;
            /** Format: date */
            asOf: string;
        };
        AccountInsightPageInput: {
            items: components["schemas"]["AccountInsightInput"][];
            nextCursor: string | null;
        };
        InsightExplanationInput: {
            insight: components["schemas"]["AccountInsightInput"];
            recentPerWeek: number;
            baselinePerWeek: number;
            marketMedian: number;
            marketChange: number;
            momentum: number;
            intensity: number;
            weeks: {
                /** Format: date */
                weekStart: string;
                points: {
                    /** @enum {string} */
                    kind: "contentView" | "videoWatched" | "lessonView" | "lessonCompleted" | "bookmark" | "companyPageView" | "eventSessionAttended" | "meetingAccepted" | "decisionCycleDeclared";
                    points: number;
                }[];
            }[];
            topics: {
                kind: string;
                title: string;
                points: number;
                people: number;
            }[];
        };
        AccountHighlightInput: {
            id: string;
            /** @enum {string} */
            kind: "surgeStarted" | "surgeEnded" | "stageChanged" | "cycleShared" | "meetingAccepted" | "follower";
            account: components["schemas"]["InsightAccountInput"];
            intentType: ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning") | null;
            score: number | null;
            stage: ("awareness" | "consideration" | "decision" | "purchase") | null;
            previousStage: ("awareness" | "consideration" | "decision" | "purchase") | null;
            person: {
                id: string;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
        };
        AccountHighlightPageInput: {
            items: components["schemas"]["AccountHighlightInput"][];
            nextCursor: string | null;
        };
        AdminUserInput: {
            id: string;
            name: string;
            email: string;
            /** @enum {string} */
            accountType: "leader" | "vendor";
            hub: string;
            planName: string | null;
            jobTitle: string | null;
            company: {
                id: string;
                name: string;
            } | null;
            isPlatformAdmin: boolean;
            /** Format: date-time */
            createdAt: string;
            lastSeenAt: string | null;
            suspendedAt: string | null;
        };
        AdminUserPageInput: {
            items: components["schemas"]["AdminUserInput"][];
            nextCursor: string | null;
        };
        AdminUserDetailInput: {
            user: components["schemas"]["AdminUserInput"];
            emailVerified: boolean;
            twoFactorEnabled: boolean;
            industry: string | null;
            timeZone: string;
            companyRole: ("owner" | "admin") | null;
            customer: {
                id: string;
                email: string;
                planName: string | null;
            } | null;
            sessions: {
                id: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                lastSeenAt: string;
                /** Format: date-time */
                expiresAt: string;
                ipAddress: string | null;
                userAgent: string | null;
            }[];
            recentActivity: {
                posts: number;
                comments: number;
                reactions: number;
                bookmarks: number;
                eventRegistrations: number;
                contentViews: number;
                courseEnrolments: number;
            };
        };
        DeleteUsersInput: {
            userIds: string[];
            /** @default false */
            handOverOwnership?: boolean;
        };
        DeletedUsersInput: {
            deletedIds: string[];
            handedOver: {
                companyId: string;
                companyName: string;
                newOwnerId: string | null;
            }[];
        };
        AppConfigInput: {
            /** Format: uri */
            marketingSiteUrl: string;
            adminTwoFactorRequired: boolean;
        };
        SubscriptionInput: {
            /** Format: uuid */
            companyId: string;
            plan: components["schemas"]["PlanInput"];
            seats: number | null;
            /** @enum {string} */
            status: "trialing" | "active" | "past_due" | "cancelled";
            /** Format: date-time */
            currentPeriodStart: string;
            /** Format: date-time */
            currentPeriodEnd: string;
            cancelAtPeriodEnd: boolean;
            pendingPlanName: string | null;
            /** @enum {string} */
            provider: "invoice" | "stripe";
        };
        BillingOverviewInput: {
            company: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            subscription: components["schemas"]["SubscriptionInput"] | null;
            canManage: boolean;
            cardPayments: boolean;
        };
        StartSubscriptionInput: {
            planName: string;
            /**
             * @default invoice
             * @enum {string}
             */
            payment?: "invoice" | "card";
        };
        ChangePlanInput: {
            planName: string;
        };
        SubscriptionChangeInput: {
            subscription: components["schemas"]["SubscriptionInput"] | null;
            invoiceId: string | null;
            redirectUrl: string | null;
        };
        BillingPortalInput: {
            /** Format: uri */
            url: string;
        };
        SetSubscriptionInput: {
            planName?: string;
            seats?: number | null;
            /** @enum {string} */
            status?: "trialing" | "active" | "past_due" | "cancelled";
        };
        InvoiceLineInput: {
            description: string;
            quantity: number;
            unitAmountCents: number;
            amountCents: number;
        };
        InvoiceInput: {
            /** Format: uuid */
            id: string;
            number: string;
            /** Format: uuid */
            companyId: string;
            billedTo: string;
            /** @enum {string} */
            status: "open" | "paid" | "void";
            currency: string;
            lines: components["schemas"]["InvoiceLineInput"][];
            subtotalCents: number;
            taxRateBasisPoints: number;
            taxCents: number;
            totalCents: number;
            /** Format: date-time */
            periodStart: string;
            /** Format: date-time */
            periodEnd: string;
            /** Format: date-time */
            issuedAt: string;
            /** Format: date-time */
            dueAt: string;
            paidAt: string | null;
            voidedAt: string | null;
            /** @enum {string} */
            provider: "invoice" | "stripe";
        };
        InvoiceListInput: {
            items: components["schemas"]["InvoiceInput"][];
        };
        SettleInvoiceInput: {
            /** @enum {string} */
            status: "paid" | "void";
        };
        SubscriptionStateInput: {
            planName: string;
            seats: number | null;
            /** @enum {string} */
            status: "trialing" | "active" | "past_due" | "cancelled";
            cancelAtPeriodEnd: boolean;
            pendingPlanName: string | null;
        };
        BillingEventInput: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "started" | "upgraded" | "downgrade_scheduled" | "downgraded" | "cancel_scheduled" | "resumed" | "renewed" | "cancelled" | "status_changed" | "seats_changed" | "plan_set";
            actor: {
                id: string;
                name: string;
            } | null;
            before: components["schemas"]["SubscriptionStateInput"] | null;
            after: components["schemas"]["SubscriptionStateInput"];
            invoiceNumber: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        BillingHistoryInput: {
            items: components["schemas"]["BillingEventInput"][];
        };
        EventSummaryInput: {
            id: string;
            title: string;
            /** @enum {string} */
            format: "in_person" | "virtual";
            venue: string | null;
            location: string | null;
            timeZone: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            hubs: ("cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service")[];
            capacity: number | null;
            host: {
                id: string;
                name: string;
                logoUrl: string | null;
            } | null;
            coverUrl: string | null;
            cancelled: boolean;
            registeredCount: number;
            viewerStatus: ("registered" | "waitlisted") | null;
            /** Format: date-time */
            createdAt: string;
        };
        EventSessionInput: {
            id: string;
            title: string;
            description: string;
            location: string | null;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            intentTypes: string[];
            speakers: {
                name: string;
                jobTitle: string | null;
                companyName: string | null;
                userId: string | null;
            }[];
        };
        EventInput: {
            id: string;
            title: string;
            /** @enum {string} */
            format: "in_person" | "virtual";
            venue: string | null;
            location: string | null;
            timeZone: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            hubs: ("cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service")[];
            capacity: number | null;
            host: {
                id: string;
                name: string;
                logoUrl: string | null;
            } | null;
            coverUrl: string | null;
            cancelled: boolean;
            registeredCount: number;
            viewerStatus: ("registered" | "waitlisted") | null;
            /** Format: date-time */
            createdAt: string;
            description: string;
            onlineUrl: string | null;
            coverUploadId: string | null;
            sponsors: {
                id: string;
                name: string;
                logoUrl: string | null;
            }[];
            sessions: components["schemas"]["EventSessionInput"][];
            counts: {
                registered: number;
                waitlisted: number;
                capacity: number | null;
                placesLeft: number | null;
            };
            can: {
                edit: boolean;
                manageSponsors: boolean;
                checkIn: boolean;
                register: boolean;
            };
        };
        EventPageInput: {
            items: components["schemas"]["EventSummaryInput"][];
            nextCursor: string | null;
        };
        CompanyEventInput: {
            id: string;
            title: string;
            /** @enum {string} */
            format: "in_person" | "virtual";
            venue: string | null;
            location: string | null;
            timeZone: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            hubs: ("cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service")[];
            capacity: number | null;
            host: {
                id: string;
                name: string;
                logoUrl: string | null;
            } | null;
            coverUrl: string | null;
            cancelled: boolean;
            registeredCount: number;
            viewerStatus: ("registered" | "waitlisted") | null;
            /** Format: date-time */
            createdAt: string;
            /** @enum {string} */
            role: "host" | "sponsor";
        };
        CompanyEventPageInput: {
            items: components["schemas"]["CompanyEventInput"][];
            nextCursor: string | null;
        };
        CreateEventInput: {
            title: string;
            description?: string;
            /** @enum {string} */
            format: "in_person" | "virtual";
            venue?: string | null;
            location?: string | null;
            onlineUrl?: string | null;
            timeZone: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            hubs: ("cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service")[];
            capacity?: number | null;
            coverUploadId?: string | null;
            hostCompanyId: string | null;
        };
        UpdateEventInput: {
            title?: string;
            description?: string;
            /** @enum {string} */
            format?: "in_person" | "virtual";
            venue?: string | null;
            location?: string | null;
            onlineUrl?: string | null;
            timeZone?: string;
            /** Format: date-time */
            startsAt?: string;
            /** Format: date-time */
            endsAt?: string;
            hubs?: ("cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service")[];
            capacity?: number | null;
            coverUploadId?: string | null;
        };
        CreateEventSessionInput: {
            title: string;
            description?: string;
            location?: string | null;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            intentTypes?: ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning")[];
            speakers?: {
                name: string;
                jobTitle?: string | null;
                companyName?: string | null;
                userId?: string | null;
            }[];
        };
        UpdateEventSessionInput: {
            title?: string;
            description?: string;
            location?: string | null;
            /** Format: date-time */
            startsAt?: string;
            /** Format: date-time */
            endsAt?: string;
            intentTypes?: ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning")[];
            speakers?: {
                name: string;
                jobTitle?: string | null;
                companyName?: string | null;
                userId?: string | null;
            }[];
        };
        EventRegistrationInput: {
            /** @enum {string} */
            status: "registered" | "waitlisted";
            event: components["schemas"]["EventInput"];
        };
        EventAttendeeInput: {
            user: {
                id: string;
                name: string;
                jobTitle: string | null;
                companyName: string | null;
                photoUrl: string | null;
            };
            /** @enum {string} */
            status: "registered" | "waitlisted";
            /** Format: date-time */
            registeredAt: string;
            attendedSessionIds: string[];
        };
        EventAttendeePageInput: {
            items: components["schemas"]["EventAttendeeInput"][];
            nextCursor: string | null;
        };
        PutBookmarkInput: {
            collectionId?: string | null;
        };
        MoveBookmarkInput: {
            collectionId: string | null;
        };
        BookmarkedPostInput: {
            /** @constant */
            kind: "post";
            id: string;
            excerpt: string;
            author: {
                id: string;
                name: string;
                photoUrl: string | null;
            };
            company: {
                id: string;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
        };
        BookmarkedVideoInput: {
            /** @constant */
            kind: "video";
            id: string;
            title: string;
            summary: string;
            coverUrl: string | null;
            durationSeconds: number | null;
            company: {
                id: string;
                name: string;
            } | null;
            author: {
                id: string;
                name: string;
            } | null;
            /** Format: date-time */
            publishedAt: string;
        };
        BookmarkedArticleInput: {
            /** @constant */
            kind: "article";
            id: string;
            title: string;
            summary: string;
            coverUrl: string | null;
            durationSeconds: number | null;
            company: {
                id: string;
                name: string;
            } | null;
            author: {
                id: string;
                name: string;
            } | null;
            /** Format: date-time */
            publishedAt: string;
        };
        BookmarkedCompanyInput: {
            /** @constant */
            kind: "company";
            id: string;
            name: string;
            logoUrl: string | null;
            headquarter: string | null;
            isPage: boolean;
        };
        BookmarkedEventInput: {
            /** @constant */
            kind: "event";
            id: string;
            title: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            timeZone: string;
            /** @enum {string} */
            format: "in_person" | "virtual";
            venue: string | null;
            location: string | null;
            host: {
                id: string;
                name: string;
            } | null;
            cancelled: boolean;
        };
        BookmarkedCourseInput: {
            /** @constant */
            kind: "course";
            id: string;
            title: string;
            summary: string;
            coverUrl: string | null;
            lessonCount: number;
            minutes: number;
            company: {
                id: string;
                name: string;
            } | null;
            /** Format: date-time */
            publishedAt: string;
        };
        BookmarkInput: {
            id: string;
            /** @enum {string} */
            kind: "post" | "video" | "article" | "company" | "event" | "course";
            targetId: string;
            collectionId: string | null;
            /** Format: date-time */
            createdAt: string;
            target: components["schemas"]["BookmarkedPostInput"] | components["schemas"]["BookmarkedVideoInput"] | components["schemas"]["BookmarkedArticleInput"] | components["schemas"]["BookmarkedCompanyInput"] | components["schemas"]["BookmarkedEventInput"] | components["schemas"]["BookmarkedCourseInput"];
        };
        BookmarkPageInput: {
            items: components["schemas"]["BookmarkInput"][];
            nextCursor: string | null;
        };
        BookmarkCollectionNameInput: {
            name: string;
        };
        BookmarkCollectionInput: {
            id: string;
            name: string;
            bookmarkCount: number;
            /** Format: date-time */
            createdAt: string;
        };
        BookmarkCollectionListInput: {
            items: components["schemas"]["BookmarkCollectionInput"][];
        };
        CapabilityInput: {
            id: string;
            /** @enum {string} */
            type: "use-case" | "integration" | "deployment" | "certification" | "service" | "region";
            name: string;
        };
        CapabilityListInput: {
            items: components["schemas"]["CapabilityInput"][];
        };
        AddCapabilitiesInput: {
            names: string[];
        };
        ReferenceItemInput: {
            id: string;
            name: string;
            position: number | null;
        };
        ReferenceItemPageInput: {
            items: components["schemas"]["ReferenceItemInput"][];
            total: number;
            nextCursor: string | null;
        };
        CreateReferenceItemInput: {
            name: string;
            position?: number;
        };
        UpdateReferenceItemInput: {
            name?: string;
            position?: number | null;
        };
        RevenueBandListInput: {
            items: components["schemas"]["ReferenceItemInput"][];
            total: number;
            nextCursor: null;
        };
        CompanyAdminInput: {
            id: string;
            name: string;
            jobTitle: string | null;
            photoUrl: string | null;
            /** @enum {string} */
            privilege: "owner" | "admin";
            /** Format: date-time */
            since: string;
        };
        CompanyAdminListInput: {
            items: components["schemas"]["CompanyAdminInput"][];
        };
        CompanyAdminRequestInput: {
            id: string;
            companyId: string;
            user: components["schemas"]["PersonInput"];
            message: string | null;
            /** @enum {string} */
            status: "pending" | "approved" | "declined";
            /** Format: date-time */
            createdAt: string;
            decidedAt: string | null;
        };
        CompanyAdminRequestListInput: {
            items: components["schemas"]["CompanyAdminRequestInput"][];
        };
        CompanyMembershipRequestInput: {
            id: string;
            companyId: string;
            user: components["schemas"]["PersonInput"];
            /** @enum {string} */
            status: "pending" | "approved" | "declined";
            /** Format: date-time */
            createdAt: string;
        };
        CompanyMembershipRequestListInput: {
            items: components["schemas"]["CompanyMembershipRequestInput"][];
        };
        ContentCompanyInput: {
            id: string;
            name: string;
            logoUrl: string | null;
        };
        ContentVideoInput: {
            url: string;
            contentType: string;
            durationSeconds: number | null;
        };
        ContentProgressInput: {
            position: number;
            completedAt: string | null;
        };
        ContentItemInput: {
            id: string;
            /** @enum {string} */
            kind: "video" | "article";
            title: string;
            summary: string;
            hubs: ("cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service")[];
            intentTypes: ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning")[];
            /** @enum {string} */
            visibility: "members" | "public";
            company: components["schemas"]["ContentCompanyInput"] | null;
            author: components["schemas"]["PersonInput"] | null;
            coverUrl: string | null;
            video: components["schemas"]["ContentVideoInput"] | null;
            viewCount: number;
            /** Format: date-time */
            publishedAt: string;
            /** Format: date-time */
            updatedAt: string;
            progress: components["schemas"]["ContentProgressInput"] | null;
            bookmarked: boolean;
        };
        ContentDetailInput: {
            id: string;
            /** @enum {string} */
            kind: "video" | "article";
            title: string;
            summary: string;
            hubs: ("cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service")[];
            intentTypes: ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning")[];
            /** @enum {string} */
            visibility: "members" | "public";
            company: components["schemas"]["ContentCompanyInput"] | null;
            author: components["schemas"]["PersonInput"] | null;
            coverUrl: string | null;
            video: components["schemas"]["ContentVideoInput"] | null;
            viewCount: number;
            /** Format: date-time */
            publishedAt: string;
            /** Format: date-time */
            updatedAt: string;
            progress: components["schemas"]["ContentProgressInput"] | null;
            bookmarked: boolean;
            body: string;
            viewerCanEdit: boolean;
        };
        ContentPageInput: {
            items: components["schemas"]["ContentItemInput"][];
            nextCursor: string | null;
        };
        CreateContentInput: {
            title: string;
            summary?: string;
            body?: string;
            hubs: ("cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service")[];
            intentTypes: ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning")[];
            /** @enum {string} */
            visibility?: "members" | "public";
            coverUploadId?: string | null;
            /** Format: uuid */
            videoUploadId?: string;
            durationSeconds?: number | null;
            /** @enum {string} */
            kind: "video" | "article";
            companyId?: string | null;
        };
        UpdateContentInput: {
            title?: string;
            summary?: string;
            body?: string;
            hubs?: ("cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service")[];
            intentTypes?: ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning")[];
            /** @enum {string} */
            visibility?: "members" | "public";
            coverUploadId?: string | null;
            /** Format: uuid */
            videoUploadId?: string;
            durationSeconds?: number | null;
        };
        SaveProgressInput: {
            position: number;
            completed?: boolean;
        };
        EnrolmentInput: {
            /** Format: date-time */
            enrolledAt: string;
            completedLessons: number;
            completedAt: string | null;
            certificateId: string | null;
        };
        CourseSummaryInput: {
            id: string;
            title: string;
            summary: string;
            coverUrl: string | null;
            /** @enum {string} */
            level: "introductory" | "intermediate" | "advanced";
            hubs: ("cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service")[];
            intentTypes: ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning")[];
            company: components["schemas"]["ContentCompanyInput"] | null;
            /** @enum {string} */
            status: "draft" | "published";
            lessonCount: number;
            minutes: number;
            publishedAt: string | null;
            enrolment: components["schemas"]["EnrolmentInput"] | null;
            bookmarked: boolean;
        };
        LessonSummaryInput: {
            id: string;
            sectionId: string;
            number: number;
            /** @enum {string} */
            kind: "video" | "article" | "quiz";
            title: string;
            minutes: number;
            contentId: string | null;
            completed: boolean;
        };
        CourseSectionInput: {
            id: string;
            title: string;
            lessons: components["schemas"]["LessonSummaryInput"][];
        };
        CourseDetailInput: {
            id: string;
            title: string;
            summary: string;
            coverUrl: string | null;
            /** @enum {string} */
            level: "introductory" | "intermediate" | "advanced";
            hubs: ("cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service")[];
            intentTypes: ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning")[];
            company: components["schemas"]["ContentCompanyInput"] | null;
            /** @enum {string} */
            status: "draft" | "published";
            lessonCount: number;
            minutes: number;
            publishedAt: string | null;
            enrolment: components["schemas"]["EnrolmentInput"] | null;
            bookmarked: boolean;
            sections: components["schemas"]["CourseSectionInput"][];
            nextLessonId: string | null;
            viewerCanEdit: boolean;
        };
        CoursePageInput: {
            items: components["schemas"]["CourseSummaryInput"][];
            nextCursor: string | null;
        };
        CreateCourseInput: {
            title: string;
            summary?: string;
            /** @enum {string} */
            level: "introductory" | "intermediate" | "advanced";
            hubs: ("cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service")[];
            intentTypes: ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning")[];
            coverUploadId?: string | null;
            companyId?: string | null;
        };
        UpdateCourseInput: {
            title?: string;
            summary?: string;
            /** @enum {string} */
            level?: "introductory" | "intermediate" | "advanced";
            hubs?: ("cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service")[];
            intentTypes?: ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning")[];
            coverUploadId?: string | null;
        };
        SectionInputInput: {
            title: string;
        };
        QuizInputInput: {
            questions: {
                prompt: string;
                multiple: boolean;
                options: {
                    text: string;
                }[];
                correct: number[];
            }[];
            passMark: number;
        };
        CreateLessonInput: {
            /** Format: uuid */
            sectionId: string;
            /** Format: uuid */
            contentId: string;
        } | {
            /** Format: uuid */
            sectionId: string;
            title: string;
            quiz: components["schemas"]["QuizInputInput"];
        };
        UpdateQuizLessonInput: {
            title?: string;
            quiz?: components["schemas"]["QuizInputInput"];
        };
        CourseOutlineInput: {
            sections: {
                /** Format: uuid */
                id: string;
                lessonIds: string[];
            }[];
        };
        QuizQuestionInput: {
            id: string;
            prompt: string;
            multiple: boolean;
            options: {
                id: string;
                text: string;
            }[];
        };
        QuizAttemptResultInput: {
            score: number;
            passed: boolean;
            questions: {
                questionId: string;
                correct: boolean;
            }[];
            /** Format: date-time */
            submittedAt: string;
        };
        LessonQuizInput: {
            passMark: number;
            questions: components["schemas"]["QuizQuestionInput"][];
            bestAttempt: components["schemas"]["QuizAttemptResultInput"] | null;
            answerKey: number[][] | null;
        };
        LessonDetailInput: {
            id: string;
            sectionId: string;
            number: number;
            /** @enum {string} */
            kind: "video" | "article" | "quiz";
            title: string;
            minutes: number;
            contentId: string | null;
            completed: boolean;
            course: {
                id: string;
                title: string;
                lessonCount: number;
            };
            quiz: components["schemas"]["LessonQuizInput"] | null;
            previousLessonId: string | null;
            nextLessonId: string | null;
            enrolment: components["schemas"]["EnrolmentInput"] | null;
        };
        QuizAnswersInput: {
            answers: {
                questionId: string;
                optionIds: string[];
            }[];
        };
        QuizSubmissionInput: {
            result: components["schemas"]["QuizAttemptResultInput"];
            enrolment: components["schemas"]["EnrolmentInput"];
        };
        ProgressCourseInput: {
            id: string;
            title: string;
            summary: string;
            coverUrl: string | null;
            /** @enum {string} */
            level: "introductory" | "intermediate" | "advanced";
            hubs: ("cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service")[];
            intentTypes: ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning")[];
            company: components["schemas"]["ContentCompanyInput"] | null;
            /** @enum {string} */
            status: "draft" | "published";
            lessonCount: number;
            minutes: number;
            publishedAt: string | null;
            enrolment: components["schemas"]["EnrolmentInput"] | null;
            bookmarked: boolean;
            nextLesson: {
                id: string;
                number: number;
                title: string;
            } | null;
        };
        LearningWeekInput: {
            weekStart: string;
            minutes: number;
            lessons: number;
        };
        LearningActivityInput: {
            weeks: components["schemas"]["LearningWeekInput"][];
            streakWeeks: number;
            minutesThisMonth: number;
        };
        CertificateInput: {
            id: string;
            holderName: string;
            courseTitle: string;
            issuer: string;
            hours: number;
            lessonCount: number;
            /** Format: date-time */
            issuedAt: string;
            courseId: string | null;
            hidden: boolean;
            viewerIsHolder: boolean;
        };
        ProgressOverviewInput: {
            inProgress: components["schemas"]["ProgressCourseInput"][];
            completed: components["schemas"]["ProgressCourseInput"][];
            suggestions: components["schemas"]["CourseSummaryInput"][];
            activity: components["schemas"]["LearningActivityInput"];
            certificates: components["schemas"]["CertificateInput"][];
        };
        MemberDataInput: {
            [key: string]: string | number | boolean | null;
        };
        CreateCustomerInput: {
            /** Format: email */
            email: string;
            /** @default null */
            planName?: string | null;
            /** @default null */
            memberData?: components["schemas"]["MemberDataInput"] | null;
        };
        UpdateCustomerInput: {
            planName?: string | null;
            memberData?: components["schemas"]["MemberDataInput"] | null;
        };
        CustomerInput: {
            id: string;
            email: string;
            planName: string | null;
            memberData: {
                [key: string]: unknown;
            } | null;
            member: {
                id: string;
                name: string;
            } | null;
            createdAt: string;
        };
        CustomerPageInput: {
            items: components["schemas"]["CustomerInput"][];
            nextCursor: string | null;
        };
        ImportCustomersInput: {
            uploadId: string;
        };
        CustomerImportReportInput: {
            created: number;
            updated: number;
            rejected: number;
            attached: number;
            rows: {
                rowNumber: number;
                email: string | null;
                /** @enum {string} */
                outcome: "created" | "updated" | "rejected";
                reason: string | null;
            }[];
        };
        DecisionPrivacyInput: {
            contributing: boolean;
            answered: boolean;
            consentedAt: string | null;
            pausedAt: string | null;
            company: {
                id: string;
                name: string;
            } | null;
            contributions: {
                week: string;
                intentType: string;
                kind: string;
                points: number;
                actions: number;
            }[];
        };
        WithdrawnInput: {
            withdrawn: number;
        };
        MatchPointListInput: {
            items: ("All" | ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning"))[];
        };
        CompanyMatchPointsInput: {
            intentTypes: ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning")[];
        };
        HighlightInput: {
            text: string;
            match: boolean;
        }[];
        DiscoverTotalInput: {
            count: number;
            more: boolean;
        };
        DiscoverCompanyInput: {
            id: string;
            name: components["schemas"]["HighlightInput"];
            isPage: boolean;
            headquarter: string | null;
            industry: string | null;
            logoUrl: string | null;
            followerCount: number | null;
        };
        DiscoverPersonInput: {
            id: string;
            name: components["schemas"]["HighlightInput"];
            jobTitle: components["schemas"]["HighlightInput"] | null;
            photoUrl: string | null;
            company: {
                id: string;
                name: components["schemas"]["HighlightInput"];
            } | null;
        };
        DiscoverPostInput: {
            id: string;
            author: {
                id: string;
                name: string;
                jobTitle: string | null;
                photoUrl: string | null;
            };
            company: {
                id: string;
                name: string;
                logoUrl: string | null;
            } | null;
            /** @enum {string} */
            hub: "cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service";
            excerpt: components["schemas"]["HighlightInput"];
            commentCount: number;
            reactionCount: number;
            /** Format: date-time */
            createdAt: string;
        };
        DiscoverContentInput: {
            id: string;
            /** @enum {string} */
            kind: "video" | "article";
            title: components["schemas"]["HighlightInput"];
            excerpt: components["schemas"]["HighlightInput"];
            company: {
                id: string;
                name: string;
            } | null;
            coverUrl: string | null;
            durationSeconds: number | null;
            viewCount: number;
            /** @enum {string} */
            visibility: "public" | "members";
            /** Format: date-time */
            publishedAt: string;
        };
        DiscoverEventInput: {
            id: string;
            title: components["schemas"]["HighlightInput"];
            excerpt: components["schemas"]["HighlightInput"];
            /** @enum {string} */
            format: "in_person" | "virtual";
            venue: string | null;
            location: string | null;
            timeZone: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            host: {
                id: string;
                name: string;
            } | null;
        };
        DiscoverCourseInput: {
            id: string;
            title: components["schemas"]["HighlightInput"];
            excerpt: components["schemas"]["HighlightInput"];
            company: {
                id: string;
                name: string;
            } | null;
            coverUrl: string | null;
            /** @enum {string} */
            level: "introductory" | "intermediate" | "advanced";
            lessonCount: number;
            minutes: number;
            /** Format: date-time */
            publishedAt: string;
        };
        DiscoverSearchResultInput: {
            /** @constant */
            mode: "search";
            search: string;
            correctedQuery: string | null;
            /** @enum {string} */
            type: "all" | "companies" | "people" | "posts" | "videos" | "articles" | "events" | "courses";
            companies?: {
                items: components["schemas"]["DiscoverCompanyInput"][];
                total: components["schemas"]["DiscoverTotalInput"];
                nextCursor: string | null;
            };
            people?: {
                items: components["schemas"]["DiscoverPersonInput"][];
                total: components["schemas"]["DiscoverTotalInput"];
                nextCursor: string | null;
            };
            posts?: {
                items: components["schemas"]["DiscoverPostInput"][];
                total: components["schemas"]["DiscoverTotalInput"];
                nextCursor: string | null;
            };
            videos?: {
                items: components["schemas"]["DiscoverContentInput"][];
                total: components["schemas"]["DiscoverTotalInput"];
                nextCursor: string | null;
            };
            articles?: {
                items: components["schemas"]["DiscoverContentInput"][];
                total: components["schemas"]["DiscoverTotalInput"];
                nextCursor: string | null;
            };
            events?: {
                items: components["schemas"]["DiscoverEventInput"][];
                total: components["schemas"]["DiscoverTotalInput"];
                nextCursor: string | null;
            };
            courses?: {
                items: components["schemas"]["DiscoverCourseInput"][];
                total: components["schemas"]["DiscoverTotalInput"];
                nextCursor: string | null;
            };
        };
        DiscoverTrendingInput: {
            /** @constant */
            mode: "trending";
            /** @enum {string} */
            hub: "cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service";
            posts: components["schemas"]["DiscoverPostInput"][];
            videos: components["schemas"]["DiscoverContentInput"][];
            articles: components["schemas"]["DiscoverContentInput"][];
            companies: components["schemas"]["DiscoverCompanyInput"][];
            events?: components["schemas"]["DiscoverEventInput"][];
            courses?: components["schemas"]["DiscoverCourseInput"][];
        };
        DiscoverResultInput: components["schemas"]["DiscoverSearchResultInput"] | components["schemas"]["DiscoverTrendingInput"];
        HealthInput: {
            /** @constant */
            status: "ok";
        };
        CreateInvitationInput: {
            /** Format: email */
            email: string;
            name?: string;
            /** Format: uuid */
            companyId?: string;
            message?: string;
        };
        InvitationInput: {
            id: string;
            email: string;
            name: string | null;
            /** @enum {string} */
            accountType: "leader" | "vendor";
            company: {
                id: string;
                name: string;
            } | null;
            invitedBy: {
                id: string;
                name: string;
            } | null;
            message: string | null;
            /** @enum {string} */
            status: "pending" | "expired" | "accepted" | "revoked";
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            sentAt: string;
            /** Format: date-time */
            createdAt: string;
        };
        CreatedInvitationInput: {
            id: string;
            email: string;
            name: string | null;
            /** @enum {string} */
            accountType: "leader" | "vendor";
            company: {
                id: string;
                name: string;
            } | null;
            invitedBy: {
                id: string;
                name: string;
            } | null;
            message: string | null;
            /** @enum {string} */
            status: "pending" | "expired" | "accepted" | "revoked";
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            sentAt: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uri */
            link?: string;
        };
        InvitationPageInput: {
            items: components["schemas"]["InvitationInput"][];
            nextCursor: string | null;
        };
        InvitationDetailsInput: {
            email: string;
            name: string | null;
            /** @enum {string} */
            accountType: "leader" | "vendor";
            company: {
                id: string;
                name: string;
            } | null;
            invitedBy: {
                name: string;
            } | null;
            message: string | null;
            /** Format: date-time */
            expiresAt: string;
        };
        ShortRegisterInput: {
            token: string;
            name: string;
            jobTitle: string;
            password: string;
            /** @enum {string} */
            role?: "CDO/Data" | "CIO" | "CISO" | "Finance/CFO" | "CSCO & CPO" | "CHRO" | "CCO" | "DevOps";
        };
        ShortRegisterResultInput: {
            user: {
                id: string;
                email: string;
                name: string;
            } & {
                [key: string]: unknown;
            };
        };
        MeetingPersonInput: {
            id: string;
            name: string;
            jobTitle: string | null;
        };
        MeetingLeaderInput: {
            id: string;
            name: string;
            jobTitle: string | null;
            companyName: string | null;
        };
        MeetingCompanyInput: {
            id: string;
            name: string;
        };
        MeetingEventInput: {
            id: string;
            title: string;
            timeZone: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            cancelled: boolean;
        };
        MeetingSlotInput: {
            id: string;
            eventId: string;
            sponsorCompany: components["schemas"]["MeetingCompanyInput"];
            representative: components["schemas"]["MeetingPersonInput"];
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            location: string | null;
            booked: boolean;
        };
        MeetingSlotPageInput: {
            items: components["schemas"]["MeetingSlotInput"][];
            nextCursor: string | null;
        };
        MeetingInput: {
            id: string;
            event: components["schemas"]["MeetingEventInput"];
            slotId: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            location: string | null;
            vendorCompany: components["schemas"]["MeetingCompanyInput"];
            representative: components["schemas"]["MeetingPersonInput"];
            leader: components["schemas"]["MeetingLeaderInput"];
            message: string | null;
            intentTypes: string[];
            /** @enum {string} */
            status: "requested" | "accepted" | "declined" | "cancelled" | "completed" | "no_show" | "rescheduled";
            rescheduledFromId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        MeetingPageInput: {
            items: components["schemas"]["MeetingInput"][];
            nextCursor: string | null;
        };
        MeetingSettingsInput: {
            acceptsRequests: boolean;
        };
        MeetingBoardInput: {
            event: components["schemas"]["MeetingEventInput"];
            company: components["schemas"]["MeetingCompanyInput"];
            canManageSlots: boolean;
            representatives: {
                representative: components["schemas"]["MeetingPersonInput"];
                meetings: {
                    requested: components["schemas"]["MeetingInput"][];
                    accepted: components["schemas"]["MeetingInput"][];
                    declined: components["schemas"]["MeetingInput"][];
                    cancelled: components["schemas"]["MeetingInput"][];
                    completed: components["schemas"]["MeetingInput"][];
                    no_show: components["schemas"]["MeetingInput"][];
                    rescheduled: components["schemas"]["MeetingInput"][];
                };
            }[];
        };
        MeetingLeaderListInput: {
            items: components["schemas"]["MeetingLeaderInput"][];
        };
        PostCompanyInput: {
            id: string;
            name: string;
            logoUrl: string | null;
        };
        PostAttachmentInput: {
            id: string;
            /** @enum {string} */
            kind: "document" | "csv" | "video" | "image";
            url: string;
            thumbnailUrl: string | null;
            contentType: string;
            fileName: string;
            sizeBytes: number;
            width: number | null;
            height: number | null;
        };
        PostInput: {
            id: string;
            author: components["schemas"]["PersonInput"];
            company: components["schemas"]["PostCompanyInput"] | null;
            /** @enum {string} */
            hub: "cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service";
            body: string;
            spotlighted: boolean;
            commentCount: number;
            reactionCount: number;
            attachments: components["schemas"]["PostAttachmentInput"][];
            reacted: boolean;
            bookmarked: boolean;
            can: {
                edit: boolean;
                delete: boolean;
                spotlight: boolean;
                hide: boolean;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        PostPageInput: {
            items: components["schemas"]["PostInput"][];
            nextCursor: string | null;
        };
        CommentReplyInput: {
            id: string;
            postId: string;
            author: components["schemas"]["PersonInput"];
            parentId: string | null;
            body: string;
            reactionCount: number;
            reacted: boolean;
            can: {
                edit: boolean;
                delete: boolean;
                spotlight: boolean;
                hide: boolean;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CommentInput: {
            id: string;
            postId: string;
            author: components["schemas"]["PersonInput"];
            parentId: string | null;
            body: string;
            reactionCount: number;
            reacted: boolean;
            can: {
                edit: boolean;
                delete: boolean;
                spotlight: boolean;
                hide: boolean;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            replies: components["schemas"]["CommentReplyInput"][];
            replyCount: number;
        };
        CommentPageInput: {
            items: components["schemas"]["CommentInput"][];
            nextCursor: string | null;
        };
        ReplyPageInput: {
            items: components["schemas"]["CommentReplyInput"][];
            nextCursor: string | null;
        };
        FeedNewPostsInput: {
            count: number;
        };
        CreatePostInput: {
            body: string;
            /** @enum {string} */
            hub?: "cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service";
            /** Format: uuid */
            companyId?: string;
            /** @default [] */
            attachmentIds?: string[];
        };
        UpdatePostInput: {
            body?: string;
            attachmentIds?: string[];
        };
        CreateCommentInput: {
            body: string;
            /** Format: uuid */
            parentId?: string;
        };
        UpdateCommentInput: {
            body: string;
        };
        ReactionInput: {
            reactionCount: number;
            reacted: boolean;
        };
        CreateReportInput: {
            /** @enum {string} */
            reason: "spam" | "harassment" | "misinformation" | "confidential" | "other";
            details?: string;
        };
        ReportInput: {
            id: string;
            /** @enum {string} */
            target: "post" | "comment";
            postId: string;
            commentId: string | null;
            excerpt: string;
            targetAuthor: components["schemas"]["PersonInput"];
            targetHidden: boolean;
            /** @enum {string} */
            reason: "spam" | "harassment" | "misinformation" | "confidential" | "other";
            details: string | null;
            reporter: components["schemas"]["PersonInput"];
            /** Format: date-time */
            createdAt: string;
        };
        ReportPageInput: {
            items: components["schemas"]["ReportInput"][];
            nextCursor: string | null;
        };
        ResolveReportInput: {
            /** @enum {string} */
            action: "hide" | "dismiss";
        };
        OperationsInput: {
            queues: {
                name: string;
                counts: {
                    created: number;
                    retry: number;
                    active: number;
                    completed: number;
                    cancelled: number;
                    failed: number;
                };
            }[];
            failedJobs: {
                /** Format: uuid */
                id: string;
                queue: string;
                failedAt: string | null;
                retries: number;
                error: string | null;
            }[];
            database: {
                sizeBytes: number;
                largestTables: {
                    name: string;
                    sizeBytes: number;
                    rows: number;
                }[];
            };
            mail: {
                /** @enum {string} */
                delivery: "smtp" | "outbox";
                total: number;
                lastDay: number;
                unsent: number;
                oldestUnsentAt: string | null;
            };
        };
        RetriedJobInput: {
            /** Format: uuid */
            id: string;
            queue: string;
        };
        AdminSummaryInput: {
            openReports: number;
            failedJobs: number;
        };
        PerformanceRangeInput: {
            startDate: string;
            endDate: string;
            previousStartDate: string;
            previousEndDate: string;
            days: number;
        };
        PerformancePeriodInput: {
            dates: string[];
            figures: {
                profileViews: number[];
                productViews: number[];
                followersGained: number[];
                contentViews: number[];
                watchMinutes: number[];
                eventRegistrations: number[];
                sessionAttendance: number[];
                meetingsRequested: number[];
                meetingsAccepted: number[];
                meetingsCompleted: number[];
                meetingNoShows: number[];
                engagedAccounts: number[];
                surgingTrackedAccounts: number[];
            };
        };
        PerformanceTotalInput: {
            current: number;
            previous: number;
            change: number | null;
        };
        PerformanceInput: {
            matchPoint: string;
            range: components["schemas"]["PerformanceRangeInput"];
            current: components["schemas"]["PerformancePeriodInput"];
            previous: components["schemas"]["PerformancePeriodInput"];
            totals: {
                profileViews: components["schemas"]["PerformanceTotalInput"];
                productViews: components["schemas"]["PerformanceTotalInput"];
                followersGained: components["schemas"]["PerformanceTotalInput"];
                contentViews: components["schemas"]["PerformanceTotalInput"];
                watchMinutes: components["schemas"]["PerformanceTotalInput"];
                eventRegistrations: components["schemas"]["PerformanceTotalInput"];
                sessionAttendance: components["schemas"]["PerformanceTotalInput"];
                meetingsRequested: components["schemas"]["PerformanceTotalInput"];
                meetingsAccepted: components["schemas"]["PerformanceTotalInput"];
                meetingsCompleted: components["schemas"]["PerformanceTotalInput"];
                meetingNoShows: components["schemas"]["PerformanceTotalInput"];
                engagedAccounts: components["schemas"]["PerformanceTotalInput"];
                surgingTrackedAccounts: components["schemas"]["PerformanceTotalInput"];
            };
            countedAt: string | null;
        };
        DashboardOverviewInput: {
            company: {
                id: string;
                name: string;
            };
            matchPoint: string;
            range: components["schemas"]["PerformanceRangeInput"];
            figures: {
                current: number;
                previous: number;
                change: number | null;
                /** @enum {string} */
                metric: "profileViews" | "productViews" | "followersGained" | "contentViews" | "watchMinutes" | "eventRegistrations" | "sessionAttendance" | "meetingsRequested" | "meetingsAccepted" | "meetingsCompleted" | "meetingNoShows" | "engagedAccounts" | "surgingTrackedAccounts";
                series: number[];
            }[];
            countedAt: string | null;
        };
        DashboardCardsInput: {
            topAccounts: {
                account: components["schemas"]["InsightAccountInput"];
                intentType: string;
                score: number;
                surging: boolean;
                trend: (number | null)[];
            }[];
            topContent: {
                id: string;
                /** @enum {string} */
                kind: "video" | "article";
                title: string;
                views: number;
                watchMinutes: number;
                series: number[];
            }[];
            nextEvents: {
                id: string;
                title: string;
                startsAt: string;
                /** @enum {string} */
                role: "host" | "sponsor";
                registrations: number;
            }[];
            nextMeetings: {
                id: string;
                startsAt: string;
                eventTitle: string;
                leader: {
                    id: string;
                    name: string;
                };
                account: string | null;
                representative: string | null;
            }[];
        };
        DashboardDistributionsInput: {
            engagedAccounts: number;
            distributions: {
                /** @enum {string} */
                by: "stage" | "industry" | "size" | "revenueBand" | "hub";
                buckets: {
                    label: string;
                    accounts: number;
                }[];
            }[];
        };
        DashboardCountsInput: {
            weeks: string[];
            kinds: {
                /** @enum {string} */
                kind: "profileViews" | "productViews" | "followersGained" | "contentViews" | "watchMinutes" | "eventRegistrations" | "sessionAttendance" | "meetingsRequested" | "meetingsAccepted" | "meetingsCompleted" | "meetingNoShows" | "engagedAccounts" | "surgingTrackedAccounts";
                counts: number[];
            }[];
        };
        DashboardMeetingsInput: {
            total: {
                requested: number;
                accepted: number;
                declined: number;
                completed: number;
                noShow: number;
            };
            byWeek: {
                requested: number;
                accepted: number;
                declined: number;
                completed: number;
                noShow: number;
                week: string;
            }[];
            byRepresentative: {
                requested: number;
                accepted: number;
                declined: number;
                completed: number;
                noShow: number;
                representative: {
                    id: string;
                    name: string;
                } | null;
            }[];
        };
        CustomerExperienceInput: {
            company: {
                id: string;
                name: string;
            };
            plan: {
                name: string;
                description: string;
                priceCentsPerMonth: number;
            };
            seats: {
                used: number;
                limit: number | null;
            };
            meetingRequests: {
                used: number;
                limit: number | null;
                monthStart: string;
            };
            matchPoints: {
                used: number;
                limit: number | null;
            };
            trackedAccounts: {
                used: number;
                limit: number | null;
            };
            /** @enum {string} */
            insightsReach: "none" | "tracked" | "market";
            renewsAt: string | null;
        };
        ProductInput: {
            id: string;
            companyId: string;
            name: string;
            description: string | null;
            website: string | null;
            imageUrl: string | null;
            imageThumbnailUrl: string | null;
            owner: components["schemas"]["PersonInput"] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ProductPageInput: {
            items: components["schemas"]["ProductInput"][];
            nextCursor: string | null;
        };
        CreateProductInput: {
            name: string;
            description?: string | null;
            website?: string | null;
            imageUploadId?: string | null;
        };
        UpdateProductInput: {
            name?: string;
            description?: string | null;
            website?: string | null;
            imageUploadId?: string | null;
            ownerId?: string | null;
        };
        ResourceInput: {
            id: string;
            companyId: string;
            title: string;
            description: string | null;
            /** @enum {string} */
            kind: "document" | "video" | "link";
            url: string | null;
            fileName: string | null;
            contentType: string | null;
            sizeBytes: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ResourcePageInput: {
            items: components["schemas"]["ResourceInput"][];
            nextCursor: string | null;
        };
        CreateResourceInput: {
            title: string;
            description?: string | null;
            /** Format: uri */
            url?: string;
            /** Format: uuid */
            companyId: string;
            /** @enum {string} */
            kind: "document" | "video" | "link";
            /** Format: uuid */
            uploadId?: string;
        };
        UpdateResourceInput: {
            title?: string;
            description?: string | null;
            /** Format: uri */
            url?: string;
        };
        SuspensionInput: {
            userId: string;
            suspendedAt: string | null;
        };
        DataExport: {
            id: string;
            /** @enum {string} */
            status: "queued" | "running" | "ready" | "failed" | "expired";
            stage: string;
            progress: number;
            /** Format: date-time */
            requestedAt: string;
            finishedAt: string | null;
            expiresAt: string | null;
            sizeBytes: number | null;
            downloadUrl: string | null;
        };
        LatestDataExport: {
            export: components["schemas"]["DataExport"] | null;
        };
        DeleteAccount: {
            password: string;
            code?: string;
            /** @enum {string} */
            content: "remove" | "keep";
        };
        DeletedAccount: {
            /** @enum {string} */
            content: "remove" | "keep";
        };
        NotificationActor: {
            id: string;
            name: string;
            photoUrl: string | null;
        };
        Notification: {
            id: string;
            /** @enum {string} */
            kind: "post_comment" | "comment_reply" | "post_reaction" | "comment_reaction" | "company_follower" | "admin_request" | "admin_request_answer" | "meeting_request" | "meeting_answer" | "meeting_update" | "event_new" | "account_surge" | "course_lesson_new";
            actor: components["schemas"]["NotificationActor"] | null;
            othersCount: number;
            subject: string | null;
            approved: boolean | null;
            detail: string | null;
            link: string;
            read: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        NotificationPage: {
            items: components["schemas"]["Notification"][];
            nextCursor: string | null;
        };
        UnreadCount: {
            count: number;
        };
        NotificationChannels: {
            /** @enum {string} */
            kind: "post_comment" | "comment_reply" | "post_reaction" | "comment_reaction" | "company_follower" | "admin_request" | "admin_request_answer" | "meeting_request" | "meeting_answer" | "meeting_update" | "event_new" | "account_surge" | "course_lesson_new";
            inApp: boolean;
            email: boolean;
        };
        NotificationPreferences: {
            kinds: components["schemas"]["NotificationChannels"][];
            /** @enum {string} */
            digest: "off" | "daily" | "weekly";
        };
        UpdateNotificationPreferences: {
            kinds?: {
                /** @enum {string} */
                kind: "post_comment" | "comment_reply" | "post_reaction" | "comment_reaction" | "company_follower" | "admin_request" | "admin_request_answer" | "meeting_request" | "meeting_answer" | "meeting_update" | "event_new" | "account_surge" | "course_lesson_new";
                inApp?: boolean;
                email?: boolean;
            }[];
            /** @enum {string} */
            digest?: "off" | "daily" | "weekly";
        };
        ProfileVisibility: {
            photo: {
                visitors: boolean;
                members: boolean;
            };
            jobTitle: {
                visitors: boolean;
                members: boolean;
            };
            company: {
                visitors: boolean;
                members: boolean;
            };
        };
        UserSettings: {
            timeZone: string;
            /** @enum {string} */
            hub: "cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service";
            /** @enum {string} */
            digest: "off" | "daily" | "weekly";
            visibility: components["schemas"]["ProfileVisibility"];
        };
        UpdateUserSettings: {
            timeZone?: string;
            /** @enum {string} */
            hub?: "cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service";
            /** @enum {string} */
            digest?: "off" | "daily" | "weekly";
            visibility?: components["schemas"]["ProfileVisibility"];
        };
        ApiError: {
            /** @enum {string} */
            reason: "Unknown" | "NotFound" | "AlreadyExists" | "Invalid" | "Failure" | "NotSupported" | "AccessDenied" | "InternalError";
            messages: string[];
        };
        Upload: {
            id: string;
            /** @enum {string} */
            kind: "document" | "csv" | "video" | "image";
            url: string;
            thumbnailUrl: string | null;
            contentType: string;
            sizeBytes: number;
            fileName: string;
            width: number | null;
            height: number | null;
            /** Format: date-time */
            createdAt: string;
        };
        Plan: {
            name: string;
            /** @enum {string} */
            accountType: "leader" | "vendor";
            description: string;
            priceCentsPerMonth: number;
            seats: number | null;
            meetingQuota: number | null;
            decisionInsights: boolean;
            /** @enum {string} */
            insightsReach: "none" | "tracked" | "market";
            trackedAccounts: number | null;
            matchPoints: number | null;
            coursePublishing: boolean;
        };
        Session: {
            session: {
                id: string;
                userId: string;
                expiresAt: string;
            } & {
                [key: string]: unknown;
            };
            user: {
                id: string;
                name: string;
                email: string;
                image?: string | null;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        Passkey: {
            id: string;
            name?: string | null;
            deviceType: string;
            backedUp: boolean;
            createdAt?: string | null;
        } & {
            [key: string]: unknown;
        };
        AccountImport: {
            id: string;
            companyId: string;
            accountFileId: string | null;
            /** @enum {string} */
            status: "queued" | "running" | "completed" | "failed";
            totalRows: number;
            processedRows: number;
            importedRows: number;
            rejectedRows: number;
            error: string | null;
            requestedBy: {
                id: string;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            startedAt: string | null;
            finishedAt: string | null;
        };
        AccountFile: {
            id: string;
            companyId: string;
            name: string;
            rowCount: number;
            fileName: string;
            sizeBytes: number;
            uploadedBy: {
                id: string;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            latestImport: components["schemas"]["AccountImport"] | null;
        };
        AccountFilePage: {
            items: components["schemas"]["AccountFile"][];
            nextCursor: string | null;
        };
        CreateAccountFile: {
            /** Format: uuid */
            uploadId: string;
            name?: string;
        };
        RenameAccountFile: {
            name: string;
        };
        StartAccountImport: {
            /** Format: uuid */
            accountFileId: string;
        };
        AccountImportRow: {
            rowNumber: number;
            name: string | null;
            domain: string | null;
            /** @enum {string} */
            outcome: "imported" | "rejected";
            reason: string | null;
            matchedCompany: {
                id: string;
                name: string;
            } | null;
        };
        AccountImportRowPage: {
            items: components["schemas"]["AccountImportRow"][];
            nextCursor: string | null;
        };
        TrackedAccount: {
            company: {
                id: string;
                name: string;
                domain: string | null;
                logoUrl: string | null;
            };
            importId: string | null;
            /** Format: date-time */
            trackedAt: string;
        };
        TrackedAccountPage: {
            items: components["schemas"]["TrackedAccount"][];
            nextCursor: string | null;
        };
        Profile: {
            id: string;
            name: string;
            email: string;
            photoUrl: string | null;
            /** @enum {string} */
            accountType: "leader" | "vendor";
            /** @enum {string} */
            hub: "cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service";
            planName: string | null;
            jobTitle: string | null;
            industry: string | null;
            revenueBand: string | null;
            company: {
                id: string;
                name: string;
                privilege: ("owner" | "admin") | null;
            } | null;
            pendingCompany: {
                id: string;
                name: string;
            } | null;
            customer: {
                id: string;
                email: string;
                planName: string | null;
            } | null;
            memberData: {
                [key: string]: unknown;
            } | null;
            isPlatformAdmin: boolean;
            timeZone: string;
            /** Format: date-time */
            createdAt: string;
        };
        CompanySummary: {
            id: string;
            name: string;
            isPage: boolean;
            headquarter: string | null;
            industry: string | null;
            size: string | null;
            logoUrl: string | null;
        };
        Company: {
            id: string;
            name: string;
            isPage: boolean;
            headquarter: string | null;
            industry: string | null;
            size: string | null;
            logoUrl: string | null;
            revenueBand: string | null;
            description: string | null;
            website: string | null;
            specialities: string[];
            interests: string[];
            logoThumbnailUrl: string | null;
            followerCount: number;
            employeeCount: number;
            productCount: number;
            verifiedAt: string | null;
            isFollowing: boolean;
            bookmarked: boolean;
            viewerPrivilege: ("owner" | "admin") | null;
            viewerCanEdit: boolean;
            viewerHasPendingAdminRequest: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CompanyPage: {
            items: components["schemas"]["CompanySummary"][];
            nextCursor: string | null;
        };
        CompanyFilters: {
            headquarter?: {
                value: string;
                count: number;
            }[];
            industry?: {
                value: string;
                count: number;
            }[];
            size?: {
                value: string;
                count: number;
            }[];
            revenueBand?: {
                value: string;
                count: number;
            }[];
        };
        CompanySearchResult: {
            items: components["schemas"]["CompanySummary"][];
        };
        CreateCompany: {
            name: string;
            isPage?: boolean;
            headquarter?: unknown | null;
            size?: unknown | null;
            industry?: unknown | null;
            revenueBand?: ("$0-$1 million" | "$1-$10 million" | "$10-$50 million" | "$50-$200 million" | "$200-$500 million" | "$500m-$1 billion" | "$1 billion +") | null;
            description?: unknown | null;
            website?: string | null;
            specialities?: unknown;
            interests?: unknown;
            logoUploadId?: string | null;
        };
        UpdateCompany: {
            name?: string;
            isPage?: boolean;
            headquarter?: unknown | null;
            size?: unknown | null;
            industry?: unknown | null;
            revenueBand?: ("$0-$1 million" | "$1-$10 million" | "$10-$50 million" | "$50-$200 million" | "$200-$500 million" | "$500m-$1 billion" | "$1 billion +") | null;
            description?: unknown | null;
            website?: string | null;
            specialities?: unknown;
            interests?: unknown;
            logoUploadId?: string | null;
        };
        FollowState: {
            isFollowing: boolean;
            followerCount: number;
        };
        Person: {
            id: string;
            name: string;
            jobTitle: string | null;
            photoUrl: string | null;
        };
        Employee: {
            id: string;
            name: string;
            jobTitle: string | null;
            photoUrl: string | null;
            privilege: ("owner" | "admin") | null;
        };
        EmployeePage: {
            items: components["schemas"]["Employee"][];
            nextCursor: string | null;
        };
        Follower: {
            id: string;
            name: string;
            jobTitle: string | null;
            photoUrl: string | null;
            /** Format: date-time */
            followedAt: string;
        };
        FollowerPage: {
            items: components["schemas"]["Follower"][];
            nextCursor: string | null;
        };
        UserSearchResult: {
            items: {
                id: string;
                name: string;
                jobTitle: string | null;
                photoUrl: string | null;
                company: {
                    id: string;
                    name: string;
                } | null;
            }[];
        };
        AccountSession: {
            id: string;
            device: string;
            /** @enum {string} */
            deviceKind: "desktop" | "mobile" | "tablet" | "unknown";
            network: string | null;
            /** Format: date-time */
            signedInAt: string;
            /** Format: date-time */
            lastSeenAt: string;
            current: boolean;
        };
        AccountSessionList: {
            items: components["schemas"]["AccountSession"][];
        };
        EndedSessions: {
            ended: number;
        };
        AdminCompany: {
            id: string;
            name: string;
            isPage: boolean;
            verifiedAt: string | null;
            owners: {
                id: string;
                name: string;
                email: string;
            }[];
            peopleCount: number;
            followerCount: number;
            productCount: number;
            /** Format: date-time */
            createdAt: string;
        };
        AdminCompanyPage: {
            items: components["schemas"]["AdminCompany"][];
            nextCursor: string | null;
        };
        TransferOwnership: {
            userId: string;
        };
        MergeCompany: {
            /** Format: uuid */
            intoId: string;
        };
        MergeCounts: {
            people: number;
            admins: number;
            followers: number;
            products: number;
            posts: number;
            resources: number;
            trackedAccounts: number;
            events: number;
            content: number;
            courses: number;
            invoices: number;
        };
        MergePreview: {
            duplicate: components["schemas"]["AdminCompany"];
            into: components["schemas"]["AdminCompany"];
            moves: components["schemas"]["MergeCounts"];
            refusals: string[];
        };
        MergeResult: {
            into: components["schemas"]["AdminCompany"];
            moved: components["schemas"]["MergeCounts"];
        };
        AdminAction: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            at: string;
            actor: {
                id: string;
                name: string;
                email: string;
            };
            /** @enum {string} */
            action: "user.deleted" | "users.deleted" | "user.suspended" | "user.restored" | "reference-item.added" | "reference-item.changed" | "reference-item.removed" | "report.resolved" | "post.hidden" | "post.shown" | "comment.hidden" | "comment.shown" | "content.hidden" | "content.shown" | "subscription.set" | "invoice.settled" | "customer.created" | "customer.changed" | "customer.deleted" | "customers.imported" | "job.retried" | "company.verified" | "company.unverified" | "company.ownership-transferred" | "company.merged";
            target: {
                kind: string;
                ids: string[];
                label: string;
            };
            before: {
                [key: string]: unknown;
            } | null;
            after: {
                [key: string]: unknown;
            } | null;
            origin: {
                ip: string | null;
                userAgent: string | null;
            };
        };
        AdminActionPage: {
            items: components["schemas"]["AdminAction"][];
            nextCursor: string | null;
        };
        DecisionCycle: {
            id: string;
            /** @enum {string} */
            intentType: "AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning";
            /** @enum {string} */
            stage: "awareness" | "consideration" | "decision" | "purchase";
            /** @enum {string} */
            budgetBand: "undecided" | "under-50k" | "50k-250k" | "250k-1m" | "1m-5m" | "over-5m";
            timeline: string;
            peopleInvolved: number;
            needs: string;
            visibility: ("private" | "matched" | "named") | null;
            vendors: {
                id: string;
                name: string;
            }[] | null;
            /** @enum {string} */
            status: "open" | "bought" | "postponed" | "cancelled";
            leader: {
                id: string;
                name: string;
            };
            company: {
                id: string;
                name: string;
            } | null;
            createdAt: string;
            updatedAt: string;
            closedAt: string | null;
        };
        DecisionCycleList: {
            items: components["schemas"]["DecisionCycle"][];
        };
        DecisionCycleChange: {
            id: number;
            /** @enum {string} */
            kind: "declared" | "stage" | "edited" | "sharing" | "closed";
            from: string | null;
            to: string | null;
            at: string;
        };
        DecisionCycleHistory: {
            items: components["schemas"]["DecisionCycleChange"][];
        };
        InsightAccount: {
            id: string;
            name: string;
            logoUrl: string | null;
            industry: string | null;
            size: string | null;
            revenueBand: string | null;
        };
        AccountInsight: {
            account: components["schemas"]["InsightAccount"];
            /** @enum {string} */
            intentType: "AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning";
            score: number;
            surging: boolean;
            isNew: boolean;
            /** @enum {string} */
            stage: "awareness" | "consideration" | "decision" | "purchase";
            /** @enum {string} */
            stageSource: "declared" | "meeting" | "inferred";
            stageConfidence: number;
            trend: (number | null)[];
            people: number;
            tracked: boolean;
            /** Format: date */
            asOf: string;
        };
        AccountInsightPage: {
            items: components["schemas"]["AccountInsight"][];
            nextCursor: string | null;
        };
        InsightExplanation: {
            insight: components["schemas"]["AccountInsight"];
            recentPerWeek: number;
            baselinePerWeek: number;
            marketMedian: number;
            marketChange: number;
            momentum: number;
            intensity: number;
            weeks: {
                /** Format: date */
                weekStart: string;
                points: {
                    /** @enum {string} */
                    kind: "contentView" | "videoWatched" | "lessonView" | "lessonCompleted" | "bookmark" | "companyPageView" | "eventSessionAttended" | "meetingAccepted" | "decisionCycleDeclared";
                    points: number;
                }[];
            }[];
            topics: {
                kind: string;
                title: string;
                points: number;
                people: number;
            }[];
        };
        AccountHighlight: {
            id: string;
            /** @enum {string} */
            kind: "surgeStarted" | "surgeEnded" | "stageChanged" | "cycleShared" | "meetingAccepted" | "follower";
            account: components["schemas"]["InsightAccount"];
            intentType: ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning") | null;
            score: number | null;
            stage: ("awareness" | "consideration" | "decision" | "purchase") | null;
            previousStage: ("awareness" | "consideration" | "decision" | "purchase") | null;
            person: {
                id: string;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
        };
        AccountHighlightPage: {
            items: components["schemas"]["AccountHighlight"][];
            nextCursor: string | null;
        };
        AdminUser: {
            id: string;
            name: string;
            email: string;
            /** @enum {string} */
            accountType: "leader" | "vendor";
            hub: string;
            planName: string | null;
            jobTitle: string | null;
            company: {
                id: string;
                name: string;
            } | null;
            isPlatformAdmin: boolean;
            /** Format: date-time */
            createdAt: string;
            lastSeenAt: string | null;
            suspendedAt: string | null;
        };
        AdminUserPage: {
            items: components["schemas"]["AdminUser"][];
            nextCursor: string | null;
        };
        AdminUserDetail: {
            user: components["schemas"]["AdminUser"];
            emailVerified: boolean;
            twoFactorEnabled: boolean;
            industry: string | null;
            timeZone: string;
            companyRole: ("owner" | "admin") | null;
            customer: {
                id: string;
                email: string;
                planName: string | null;
            } | null;
            sessions: {
                id: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                lastSeenAt: string;
                /** Format: date-time */
                expiresAt: string;
                ipAddress: string | null;
                userAgent: string | null;
            }[];
            recentActivity: {
                posts: number;
                comments: number;
                reactions: number;
                bookmarks: number;
                eventRegistrations: number;
                contentViews: number;
                courseEnrolments: number;
            };
        };
        DeleteUsers: {
            userIds: string[];
            /** @default false */
            handOverOwnership: boolean;
        };
        DeletedUsers: {
            deletedIds: string[];
            handedOver: {
                companyId: string;
                companyName: string;
                newOwnerId: string | null;
            }[];
        };
        AppConfig: {
            /** Format: uri */
            marketingSiteUrl: string;
            adminTwoFactorRequired: boolean;
        };
        Subscription: {
            /** Format: uuid */
            companyId: string;
            plan: components["schemas"]["Plan"];
            seats: number | null;
            /** @enum {string} */
            status: "trialing" | "active" | "past_due" | "cancelled";
            /** Format: date-time */
            currentPeriodStart: string;
            /** Format: date-time */
            currentPeriodEnd: string;
            cancelAtPeriodEnd: boolean;
            pendingPlanName: string | null;
            /** @enum {string} */
            provider: "invoice" | "stripe";
        };
        BillingOverview: {
            company: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            subscription: components["schemas"]["Subscription"] | null;
            canManage: boolean;
            cardPayments: boolean;
        };
        StartSubscription: {
            planName: string;
            /**
             * @default invoice
             * @enum {string}
             */
            payment: "invoice" | "card";
        };
        ChangePlan: {
            planName: string;
        };
        SubscriptionChange: {
            subscription: components["schemas"]["Subscription"] | null;
            invoiceId: string | null;
            redirectUrl: string | null;
        };
        BillingPortal: {
            /** Format: uri */
            url: string;
        };
        SetSubscription: {
            planName?: string;
            seats?: number | null;
            /** @enum {string} */
            status?: "trialing" | "active" | "past_due" | "cancelled";
        };
        InvoiceLine: {
            description: string;
            quantity: number;
            unitAmountCents: number;
            amountCents: number;
        };
        Invoice: {
            /** Format: uuid */
            id: string;
            number: string;
            /** Format: uuid */
            companyId: string;
            billedTo: string;
            /** @enum {string} */
            status: "open" | "paid" | "void";
            currency: string;
            lines: components["schemas"]["InvoiceLine"][];
            subtotalCents: number;
            taxRateBasisPoints: number;
            taxCents: number;
            totalCents: number;
            /** Format: date-time */
            periodStart: string;
            /** Format: date-time */
            periodEnd: string;
            /** Format: date-time */
            issuedAt: string;
            /** Format: date-time */
            dueAt: string;
            paidAt: string | null;
            voidedAt: string | null;
            /** @enum {string} */
            provider: "invoice" | "stripe";
        };
        InvoiceList: {
            items: components["schemas"]["Invoice"][];
        };
        SettleInvoice: {
            /** @enum {string} */
            status: "paid" | "void";
        };
        SubscriptionState: {
            planName: string;
            seats: number | null;
            /** @enum {string} */
            status: "trialing" | "active" | "past_due" | "cancelled";
            cancelAtPeriodEnd: boolean;
            pendingPlanName: string | null;
        };
        BillingEvent: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "started" | "upgraded" | "downgrade_scheduled" | "downgraded" | "cancel_scheduled" | "resumed" | "renewed" | "cancelled" | "status_changed" | "seats_changed" | "plan_set";
            actor: {
                id: string;
                name: string;
            } | null;
            before: components["schemas"]["SubscriptionState"] | null;
            after: components["schemas"]["SubscriptionState"];
            invoiceNumber: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        BillingHistory: {
            items: components["schemas"]["BillingEvent"][];
        };
        EventSummary: {
            id: string;
            title: string;
            /** @enum {string} */
            format: "in_person" | "virtual";
            venue: string | null;
            location: string | null;
            timeZone: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            hubs: ("cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service")[];
            capacity: number | null;
            host: {
                id: string;
                name: string;
                logoUrl: string | null;
            } | null;
            coverUrl: string | null;
            cancelled: boolean;
            registeredCount: number;
            viewerStatus: ("registered" | "waitlisted") | null;
            /** Format: date-time */
            createdAt: string;
        };
        EventSession: {
            id: string;
            title: string;
            description: string;
            location: string | null;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            intentTypes: string[];
            speakers: {
                name: string;
                jobTitle: string | null;
                companyName: string | null;
                userId: string | null;
            }[];
        };
        Event: {
            id: string;
            title: string;
            /** @enum {string} */
            format: "in_person" | "virtual";
            venue: string | null;
            location: string | null;
            timeZone: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            hubs: ("cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service")[];
            capacity: number | null;
            host: {
                id: string;
                name: string;
                logoUrl: string | null;
            } | null;
            coverUrl: string | null;
            cancelled: boolean;
            registeredCount: number;
            viewerStatus: ("registered" | "waitlisted") | null;
            /** Format: date-time */
            createdAt: string;
            description: string;
            onlineUrl: string | null;
            coverUploadId: string | null;
            sponsors: {
                id: string;
                name: string;
                logoUrl: string | null;
            }[];
            sessions: components["schemas"]["EventSession"][];
            counts: {
                registered: number;
                waitlisted: number;
                capacity: number | null;
                placesLeft: number | null;
            };
            can: {
                edit: boolean;
                manageSponsors: boolean;
                checkIn: boolean;
                register: boolean;
            };
        };
        EventPage: {
            items: components["schemas"]["EventSummary"][];
            nextCursor: string | null;
        };
        CompanyEvent: {
            id: string;
            title: string;
            /** @enum {string} */
            format: "in_person" | "virtual";
            venue: string | null;
            location: string | null;
            timeZone: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            hubs: ("cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service")[];
            capacity: number | null;
            host: {
                id: string;
                name: string;
                logoUrl: string | null;
            } | null;
            coverUrl: string | null;
            cancelled: boolean;
            registeredCount: number;
            viewerStatus: ("registered" | "waitlisted") | null;
            /** Format: date-time */
            createdAt: string;
            /** @enum {string} */
            role: "host" | "sponsor";
        };
        CompanyEventPage: {
            items: components["schemas"]["CompanyEvent"][];
            nextCursor: string | null;
        };
        CreateEvent: {
            title: string;
            description?: string;
            /** @enum {string} */
            format: "in_person" | "virtual";
            venue?: unknown | null;
            location?: unknown | null;
            onlineUrl?: string | null;
            timeZone: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            hubs: unknown;
            capacity?: number | null;
            coverUploadId?: string | null;
            hostCompanyId: string | null;
        };
        UpdateEvent: {
            title?: string;
            description?: string;
            /** @enum {string} */
            format?: "in_person" | "virtual";
            venue?: unknown | null;
            location?: unknown | null;
            onlineUrl?: string | null;
            timeZone?: string;
            /** Format: date-time */
            startsAt?: string;
            /** Format: date-time */
            endsAt?: string;
            hubs?: unknown;
            capacity?: number | null;
            coverUploadId?: string | null;
        };
        CreateEventSession: {
            title: string;
            description?: string;
            location?: unknown | null;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            intentTypes?: unknown;
            speakers?: {
                name: string;
                jobTitle?: unknown | null;
                companyName?: unknown | null;
                userId?: string | null;
            }[];
        };
        UpdateEventSession: {
            title?: string;
            description?: string;
            location?: unknown | null;
            /** Format: date-time */
            startsAt?: string;
            /** Format: date-time */
            endsAt?: string;
            intentTypes?: unknown;
            speakers?: {
                name: string;
                jobTitle?: unknown | null;
                companyName?: unknown | null;
                userId?: string | null;
            }[];
        };
        EventRegistration: {
            /** @enum {string} */
            status: "registered" | "waitlisted";
            event: components["schemas"]["Event"];
        };
        EventAttendee: {
            user: {
                id: string;
                name: string;
                jobTitle: string | null;
                companyName: string | null;
                photoUrl: string | null;
            };
            /** @enum {string} */
            status: "registered" | "waitlisted";
            /** Format: date-time */
            registeredAt: string;
            attendedSessionIds: string[];
        };
        EventAttendeePage: {
            items: components["schemas"]["EventAttendee"][];
            nextCursor: string | null;
        };
        PutBookmark: {
            collectionId?: string | null;
        };
        MoveBookmark: {
            collectionId: string | null;
        };
        BookmarkedPost: {
            /** @constant */
            kind: "post";
            id: string;
            excerpt: string;
            author: {
                id: string;
                name: string;
                photoUrl: string | null;
            };
            company: {
                id: string;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
        };
        BookmarkedVideo: {
            /** @constant */
            kind: "video";
            id: string;
            title: string;
            summary: string;
            coverUrl: string | null;
            durationSeconds: number | null;
            company: {
                id: string;
                name: string;
            } | null;
            author: {
                id: string;
                name: string;
            } | null;
            /** Format: date-time */
            publishedAt: string;
        };
        BookmarkedArticle: {
            /** @constant */
            kind: "article";
            id: string;
            title: string;
            summary: string;
            coverUrl: string | null;
            durationSeconds: number | null;
            company: {
                id: string;
                name: string;
            } | null;
            author: {
                id: string;
                name: string;
            } | null;
            /** Format: date-time */
            publishedAt: string;
        };
        BookmarkedCompany: {
            /** @constant */
            kind: "company";
            id: string;
            name: string;
            logoUrl: string | null;
            headquarter: string | null;
            isPage: boolean;
        };
        BookmarkedEvent: {
            /** @constant */
            kind: "event";
            id: string;
            title: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            timeZone: string;
            /** @enum {string} */
            format: "in_person" | "virtual";
            venue: string | null;
            location: string | null;
            host: {
                id: string;
                name: string;
            } | null;
            cancelled: boolean;
        };
        BookmarkedCourse: {
            /** @constant */
            kind: "course";
            id: string;
            title: string;
            summary: string;
            coverUrl: string | null;
            lessonCount: number;
            minutes: number;
            company: {
                id: string;
                name: string;
            } | null;
            /** Format: date-time */
            publishedAt: string;
        };
        Bookmark: {
            id: string;
            /** @enum {string} */
            kind: "post" | "video" | "article" | "company" | "event" | "course";
            targetId: string;
            collectionId: string | null;
            /** Format: date-time */
            createdAt: string;
            target: components["schemas"]["BookmarkedPost"] | components["schemas"]["BookmarkedVideo"] | components["schemas"]["BookmarkedArticle"] | components["schemas"]["BookmarkedCompany"] | components["schemas"]["BookmarkedEvent"] | components["schemas"]["BookmarkedCourse"];
        };
        BookmarkPage: {
            items: components["schemas"]["Bookmark"][];
            nextCursor: string | null;
        };
        BookmarkCollectionName: {
            name: string;
        };
        BookmarkCollection: {
            id: string;
            name: string;
            bookmarkCount: number;
            /** Format: date-time */
            createdAt: string;
        };
        BookmarkCollectionList: {
            items: components["schemas"]["BookmarkCollection"][];
        };
        Capability: {
            id: string;
            /** @enum {string} */
            type: "use-case" | "integration" | "deployment" | "certification" | "service" | "region";
            name: string;
        };
        CapabilityList: {
            items: components["schemas"]["Capability"][];
        };
        AddCapabilities: {
            names: unknown;
        };
        ReferenceItem: {
            id: string;
            name: string;
            position: number | null;
        };
        ReferenceItemPage: {
            items: components["schemas"]["ReferenceItem"][];
            total: number;
            nextCursor: string | null;
        };
        CreateReferenceItem: {
            name: string;
            position?: number;
        };
        UpdateReferenceItem: {
            name?: string;
            position?: number | null;
        };
        RevenueBandList: {
            items: components["schemas"]["ReferenceItem"][];
            total: number;
            nextCursor: null;
        };
        CompanyAdmin: {
            id: string;
            name: string;
            jobTitle: string | null;
            photoUrl: string | null;
            /** @enum {string} */
            privilege: "owner" | "admin";
            /** Format: date-time */
            since: string;
        };
        CompanyAdminList: {
            items: components["schemas"]["CompanyAdmin"][];
        };
        CompanyAdminRequest: {
            id: string;
            companyId: string;
            user: components["schemas"]["Person"];
            message: string | null;
            /** @enum {string} */
            status: "pending" | "approved" | "declined";
            /** Format: date-time */
            createdAt: string;
            decidedAt: string | null;
        };
        CompanyAdminRequestList: {
            items: components["schemas"]["CompanyAdminRequest"][];
        };
        CompanyMembershipRequest: {
            id: string;
            companyId: string;
            user: components["schemas"]["Person"];
            /** @enum {string} */
            status: "pending" | "approved" | "declined";
            /** Format: date-time */
            createdAt: string;
        };
        CompanyMembershipRequestList: {
            items: components["schemas"]["CompanyMembershipRequest"][];
        };
        ContentCompany: {
            id: string;
            name: string;
            logoUrl: string | null;
        };
        ContentVideo: {
            url: string;
            contentType: string;
            durationSeconds: number | null;
        };
        ContentProgress: {
            position: number;
            completedAt: string | null;
        };
        ContentItem: {
            id: string;
            /** @enum {string} */
            kind: "video" | "article";
            title: string;
            summary: string;
            hubs: ("cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service")[];
            intentTypes: ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning")[];
            /** @enum {string} */
            visibility: "members" | "public";
            company: components["schemas"]["ContentCompany"] | null;
            author: components["schemas"]["Person"] | null;
            coverUrl: string | null;
            video: components["schemas"]["ContentVideo"] | null;
            viewCount: number;
            /** Format: date-time */
            publishedAt: string;
            /** Format: date-time */
            updatedAt: string;
            progress: components["schemas"]["ContentProgress"] | null;
            bookmarked: boolean;
        };
        ContentDetail: {
            id: string;
            /** @enum {string} */
            kind: "video" | "article";
            title: string;
            summary: string;
            hubs: ("cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service")[];
            intentTypes: ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning")[];
            /** @enum {string} */
            visibility: "members" | "public";
            company: components["schemas"]["ContentCompany"] | null;
            author: components["schemas"]["Person"] | null;
            coverUrl: string | null;
            video: components["schemas"]["ContentVideo"] | null;
            viewCount: number;
            /** Format: date-time */
            publishedAt: string;
            /** Format: date-time */
            updatedAt: string;
            progress: components["schemas"]["ContentProgress"] | null;
            bookmarked: boolean;
            body: string;
            viewerCanEdit: boolean;
        };
        ContentPage: {
            items: components["schemas"]["ContentItem"][];
            nextCursor: string | null;
        };
        CreateContent: {
            title: string;
            summary?: string;
            body?: string;
            hubs: unknown;
            intentTypes: unknown;
            /** @enum {string} */
            visibility?: "members" | "public";
            coverUploadId?: string | null;
            /** Format: uuid */
            videoUploadId?: string;
            durationSeconds?: number | null;
            /** @enum {string} */
            kind: "video" | "article";
            companyId?: string | null;
        };
        UpdateContent: {
            title?: string;
            summary?: string;
            body?: string;
            hubs?: unknown;
            intentTypes?: unknown;
            /** @enum {string} */
            visibility?: "members" | "public";
            coverUploadId?: string | null;
            /** Format: uuid */
            videoUploadId?: string;
            durationSeconds?: number | null;
        };
        SaveProgress: {
            position: number;
            completed?: boolean;
        };
        Enrolment: {
            /** Format: date-time */
            enrolledAt: string;
            completedLessons: number;
            completedAt: string | null;
            certificateId: string | null;
        };
        CourseSummary: {
            id: string;
            title: string;
            summary: string;
            coverUrl: string | null;
            /** @enum {string} */
            level: "introductory" | "intermediate" | "advanced";
            hubs: ("cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service")[];
            intentTypes: ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning")[];
            company: components["schemas"]["ContentCompany"] | null;
            /** @enum {string} */
            status: "draft" | "published";
            lessonCount: number;
            minutes: number;
            publishedAt: string | null;
            enrolment: components["schemas"]["Enrolment"] | null;
            bookmarked: boolean;
        };
        LessonSummary: {
            id: string;
            sectionId: string;
            number: number;
            /** @enum {string} */
            kind: "video" | "article" | "quiz";
            title: string;
            minutes: number;
            contentId: string | null;
            completed: boolean;
        };
        CourseSection: {
            id: string;
            title: string;
            lessons: components["schemas"]["LessonSummary"][];
        };
        CourseDetail: {
            id: string;
            title: string;
            summary: string;
            coverUrl: string | null;
            /** @enum {string} */
            level: "introductory" | "intermediate" | "advanced";
            hubs: ("cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service")[];
            intentTypes: ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning")[];
            company: components["schemas"]["ContentCompany"] | null;
            /** @enum {string} */
            status: "draft" | "published";
            lessonCount: number;
            minutes: number;
            publishedAt: string | null;
            enrolment: components["schemas"]["Enrolment"] | null;
            bookmarked: boolean;
            sections: components["schemas"]["CourseSection"][];
            nextLessonId: string | null;
            viewerCanEdit: boolean;
        };
        CoursePage: {
            items: components["schemas"]["CourseSummary"][];
            nextCursor: string | null;
        };
        CreateCourse: {
            title: string;
            summary?: string;
            /** @enum {string} */
            level: "introductory" | "intermediate" | "advanced";
            hubs: unknown;
            intentTypes: unknown;
            coverUploadId?: string | null;
            companyId?: string | null;
        };
        UpdateCourse: {
            title?: string;
            summary?: string;
            /** @enum {string} */
            level?: "introductory" | "intermediate" | "advanced";
            hubs?: unknown;
            intentTypes?: unknown;
            coverUploadId?: string | null;
        };
        SectionInput: {
            title: string;
        };
        QuizInput: {
            questions: {
                prompt: string;
                multiple: boolean;
                options: {
                    text: string;
                }[];
                correct: number[];
            }[];
            passMark: number;
        };
        CreateLesson: {
            /** Format: uuid */
            sectionId: string;
            /** Format: uuid */
            contentId: string;
        } | {
            /** Format: uuid */
            sectionId: string;
            title: string;
            quiz: components["schemas"]["QuizInput"];
        };
        UpdateQuizLesson: {
            title?: string;
            quiz?: components["schemas"]["QuizInput"];
        };
        CourseOutline: {
            sections: {
                /** Format: uuid */
                id: string;
                lessonIds: string[];
            }[];
        };
        QuizQuestion: {
            id: string;
            prompt: string;
            multiple: boolean;
            options: {
                id: string;
                text: string;
            }[];
        };
        QuizAttemptResult: {
            score: number;
            passed: boolean;
            questions: {
                questionId: string;
                correct: boolean;
            }[];
            /** Format: date-time */
            submittedAt: string;
        };
        LessonQuiz: {
            passMark: number;
            questions: components["schemas"]["QuizQuestion"][];
            bestAttempt: components["schemas"]["QuizAttemptResult"] | null;
            answerKey: number[][] | null;
        };
        LessonDetail: {
            id: string;
            sectionId: string;
            number: number;
            /** @enum {string} */
            kind: "video" | "article" | "quiz";
            title: string;
            minutes: number;
            contentId: string | null;
            completed: boolean;
            course: {
                id: string;
                title: string;
                lessonCount: number;
            };
            quiz: components["schemas"]["LessonQuiz"] | null;
            previousLessonId: string | null;
            nextLessonId: string | null;
            enrolment: components["schemas"]["Enrolment"] | null;
        };
        QuizAnswers: {
            answers: {
                questionId: string;
                optionIds: string[];
            }[];
        };
        QuizSubmission: {
            result: components["schemas"]["QuizAttemptResult"];
            enrolment: components["schemas"]["Enrolment"];
        };
        ProgressCourse: {
            id: string;
            title: string;
            summary: string;
            coverUrl: string | null;
            /** @enum {string} */
            level: "introductory" | "intermediate" | "advanced";
            hubs: ("cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service")[];
            intentTypes: ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning")[];
            company: components["schemas"]["ContentCompany"] | null;
            /** @enum {string} */
            status: "draft" | "published";
            lessonCount: number;
            minutes: number;
            publishedAt: string | null;
            enrolment: components["schemas"]["Enrolment"] | null;
            bookmarked: boolean;
            nextLesson: {
                id: string;
                number: number;
                title: string;
            } | null;
        };
        LearningWeek: {
            weekStart: string;
            minutes: number;
            lessons: number;
        };
        LearningActivity: {
            weeks: components["schemas"]["LearningWeek"][];
            streakWeeks: number;
            minutesThisMonth: number;
        };
        Certificate: {
            id: string;
            holderName: string;
            courseTitle: string;
            issuer: string;
            hours: number;
            lessonCount: number;
            /** Format: date-time */
            issuedAt: string;
            courseId: string | null;
            hidden: boolean;
            viewerIsHolder: boolean;
        };
        ProgressOverview: {
            inProgress: components["schemas"]["ProgressCourse"][];
            completed: components["schemas"]["ProgressCourse"][];
            suggestions: components["schemas"]["CourseSummary"][];
            activity: components["schemas"]["LearningActivity"];
            certificates: components["schemas"]["Certificate"][];
        };
        MemberData: {
            [key: string]: string | number | boolean | null;
        };
        CreateCustomer: {
            email: unknown;
            /** @default null */
            planName: string | null;
            /** @default null */
            memberData: components["schemas"]["MemberData"] | null;
        };
        UpdateCustomer: {
            planName?: string | null;
            memberData?: components["schemas"]["MemberData"] | null;
        };
        Customer: {
            id: string;
            email: string;
            planName: string | null;
            memberData: {
                [key: string]: unknown;
            } | null;
            member: {
                id: string;
                name: string;
            } | null;
            createdAt: string;
        };
        CustomerPage: {
            items: components["schemas"]["Customer"][];
            nextCursor: string | null;
        };
        ImportCustomers: {
            uploadId: string;
        };
        CustomerImportReport: {
            created: number;
            updated: number;
            rejected: number;
            attached: number;
            rows: {
                rowNumber: number;
                email: string | null;
                /** @enum {string} */
                outcome: "created" | "updated" | "rejected";
                reason: string | null;
            }[];
        };
        DecisionPrivacy: {
            contributing: boolean;
            answered: boolean;
            consentedAt: string | null;
            pausedAt: string | null;
            company: {
                id: string;
                name: string;
            } | null;
            contributions: {
                week: string;
                intentType: string;
                kind: string;
                points: number;
                actions: number;
            }[];
        };
        Withdrawn: {
            withdrawn: number;
        };
        MatchPointList: {
            items: ("All" | ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning"))[];
        };
        CompanyMatchPoints: {
            intentTypes: ("AI & Machine Learning" | "Analytics & BI" | "Application Security" | "Cloud Infrastructure" | "Cloud Security" | "Collaboration & Hybrid Work" | "Contact Centre" | "Customer Experience" | "Data Governance" | "Data Platforms" | "DevOps & Platform Engineering" | "ERP & Finance Systems" | "Field Service Management" | "Financial Planning" | "HR Technology" | "Identity & Access" | "IT Service Management" | "Network Security" | "Observability" | "Procurement" | "Supply Chain Planning")[];
        };
        Highlight: {
            text: string;
            match: boolean;
        }[];
        DiscoverTotal: {
            count: number;
            more: boolean;
        };
        DiscoverCompany: {
            id: string;
            name: components["schemas"]["Highlight"];
            isPage: boolean;
            headquarter: string | null;
            industry: string | null;
            logoUrl: string | null;
            followerCount: number | null;
        };
        DiscoverPerson: {
            id: string;
            name: components["schemas"]["Highlight"];
            jobTitle: components["schemas"]["Highlight"] | null;
            photoUrl: string | null;
            company: {
                id: string;
                name: components["schemas"]["Highlight"];
            } | null;
        };
        DiscoverPost: {
            id: string;
            author: {
                id: string;
                name: string;
                jobTitle: string | null;
                photoUrl: string | null;
            };
            company: {
                id: string;
                name: string;
                logoUrl: string | null;
            } | null;
            /** @enum {string} */
            hub: "cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service";
            excerpt: components["schemas"]["Highlight"];
            commentCount: number;
            reactionCount: number;
            /** Format: date-time */
            createdAt: string;
        };
        DiscoverContent: {
            id: string;
            /** @enum {string} */
            kind: "video" | "article";
            title: components["schemas"]["Highlight"];
            excerpt: components["schemas"]["Highlight"];
            company: {
                id: string;
                name: string;
            } | null;
            coverUrl: string | null;
            durationSeconds: number | null;
            viewCount: number;
            /** @enum {string} */
            visibility: "public" | "members";
            /** Format: date-time */
            publishedAt: string;
        };
        DiscoverEvent: {
            id: string;
            title: components["schemas"]["Highlight"];
            excerpt: components["schemas"]["Highlight"];
            /** @enum {string} */
            format: "in_person" | "virtual";
            venue: string | null;
            location: string | null;
            timeZone: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            host: {
                id: string;
                name: string;
            } | null;
        };
        DiscoverCourse: {
            id: string;
            title: components["schemas"]["Highlight"];
            excerpt: components["schemas"]["Highlight"];
            company: {
                id: string;
                name: string;
            } | null;
            coverUrl: string | null;
            /** @enum {string} */
            level: "introductory" | "intermediate" | "advanced";
            lessonCount: number;
            minutes: number;
            /** Format: date-time */
            publishedAt: string;
        };
        DiscoverSearchResult: {
            /** @constant */
            mode: "search";
            search: string;
            correctedQuery: string | null;
            /** @enum {string} */
            type: "all" | "companies" | "people" | "posts" | "videos" | "articles" | "events" | "courses";
            companies?: {
                items: components["schemas"]["DiscoverCompany"][];
                total: components["schemas"]["DiscoverTotal"];
                nextCursor: string | null;
            };
            people?: {
                items: components["schemas"]["DiscoverPerson"][];
                total: components["schemas"]["DiscoverTotal"];
                nextCursor: string | null;
            };
            posts?: {
                items: components["schemas"]["DiscoverPost"][];
                total: components["schemas"]["DiscoverTotal"];
                nextCursor: string | null;
            };
            videos?: {
                items: components["schemas"]["DiscoverContent"][];
                total: components["schemas"]["DiscoverTotal"];
                nextCursor: string | null;
            };
            articles?: {
                items: components["schemas"]["DiscoverContent"][];
                total: components["schemas"]["DiscoverTotal"];
                nextCursor: string | null;
            };
            events?: {
                items: components["schemas"]["DiscoverEvent"][];
                total: components["schemas"]["DiscoverTotal"];
                nextCursor: string | null;
            };
            courses?: {
                items: components["schemas"]["DiscoverCourse"][];
                total: components["schemas"]["DiscoverTotal"];
                nextCursor: string | null;
            };
        };
        DiscoverTrending: {
            /** @constant */
            mode: "trending";
            /** @enum {string} */
            hub: "cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service";
            posts: components["schemas"]["DiscoverPost"][];
            videos: components["schemas"]["DiscoverContent"][];
            articles: components["schemas"]["DiscoverContent"][];
            companies: components["schemas"]["DiscoverCompany"][];
            events?: components["schemas"]["DiscoverEvent"][];
            courses?: components["schemas"]["DiscoverCourse"][];
        };
        DiscoverResult: components["schemas"]["DiscoverSearchResult"] | components["schemas"]["DiscoverTrending"];
        Health: {
            /** @constant */
            status: "ok";
        };
        CreateInvitation: {
            /** Format: email */
            email: string;
            name?: string;
            /** Format: uuid */
            companyId?: string;
            message?: string;
        };
        Invitation: {
            id: string;
            email: string;
            name: string | null;
            /** @enum {string} */
            accountType: "leader" | "vendor";
            company: {
                id: string;
                name: string;
            } | null;
            invitedBy: {
                id: string;
                name: string;
            } | null;
            message: string | null;
            /** @enum {string} */
            status: "pending" | "expired" | "accepted" | "revoked";
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            sentAt: string;
            /** Format: date-time */
            createdAt: string;
        };
        CreatedInvitation: {
            id: string;
            email: string;
            name: string | null;
            /** @enum {string} */
            accountType: "leader" | "vendor";
            company: {
                id: string;
                name: string;
            } | null;
            invitedBy: {
                id: string;
                name: string;
            } | null;
            message: string | null;
            /** @enum {string} */
            status: "pending" | "expired" | "accepted" | "revoked";
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            sentAt: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uri */
            link?: string;
        };
        InvitationPage: {
            items: components["schemas"]["Invitation"][];
            nextCursor: string | null;
        };
        InvitationDetails: {
            email: string;
            name: string | null;
            /** @enum {string} */
            accountType: "leader" | "vendor";
            company: {
                id: string;
                name: string;
            } | null;
            invitedBy: {
                name: string;
            } | null;
            message: string | null;
            /** Format: date-time */
            expiresAt: string;
        };
        ShortRegister: {
            token: string;
            name: string;
            jobTitle: string;
            password: string;
            /** @enum {string} */
            role?: "CDO/Data" | "CIO" | "CISO" | "Finance/CFO" | "CSCO & CPO" | "CHRO" | "CCO" | "DevOps";
        };
        ShortRegisterResult: {
            user: {
                id: string;
                email: string;
                name: string;
            } & {
                [key: string]: unknown;
            };
        };
        MeetingPerson: {
            id: string;
            name: string;
            jobTitle: string | null;
        };
        MeetingLeader: {
            id: string;
            name: string;
            jobTitle: string | null;
            companyName: string | null;
        };
        MeetingCompany: {
            id: string;
            name: string;
        };
        MeetingEvent: {
            id: string;
            title: string;
            timeZone: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            cancelled: boolean;
        };
        MeetingSlot: {
            id: string;
            eventId: string;
            sponsorCompany: components["schemas"]["MeetingCompany"];
            representative: components["schemas"]["MeetingPerson"];
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            location: string | null;
            booked: boolean;
        };
        MeetingSlotPage: {
            items: components["schemas"]["MeetingSlot"][];
            nextCursor: string | null;
        };
        Meeting: {
            id: string;
            event: components["schemas"]["MeetingEvent"];
            slotId: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            location: string | null;
            vendorCompany: components["schemas"]["MeetingCompany"];
            representative: components["schemas"]["MeetingPerson"];
            leader: components["schemas"]["MeetingLeader"];
            message: string | null;
            intentTypes: string[];
            /** @enum {string} */
            status: "requested" | "accepted" | "declined" | "cancelled" | "completed" | "no_show" | "rescheduled";
            rescheduledFromId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        MeetingPage: {
            items: components["schemas"]["Meeting"][];
            nextCursor: string | null;
        };
        MeetingSettings: {
            acceptsRequests: boolean;
        };
        MeetingBoard: {
            event: components["schemas"]["MeetingEvent"];
            company: components["schemas"]["MeetingCompany"];
            canManageSlots: boolean;
            representatives: {
                representative: components["schemas"]["MeetingPerson"];
                meetings: {
                    requested: components["schemas"]["Meeting"][];
                    accepted: components["schemas"]["Meeting"][];
                    declined: components["schemas"]["Meeting"][];
                    cancelled: components["schemas"]["Meeting"][];
                    completed: components["schemas"]["Meeting"][];
                    no_show: components["schemas"]["Meeting"][];
                    rescheduled: components["schemas"]["Meeting"][];
                };
            }[];
        };
        MeetingLeaderList: {
            items: components["schemas"]["MeetingLeader"][];
        };
        PostCompany: {
            id: string;
            name: string;
            logoUrl: string | null;
        };
        PostAttachment: {
            id: string;
            /** @enum {string} */
            kind: "document" | "csv" | "video" | "image";
            url: string;
            thumbnailUrl: string | null;
            contentType: string;
            fileName: string;
            sizeBytes: number;
            width: number | null;
            height: number | null;
        };
        Post: {
            id: string;
            author: components["schemas"]["Person"];
            company: components["schemas"]["PostCompany"] | null;
            /** @enum {string} */
            hub: "cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service";
            body: string;
            spotlighted: boolean;
            commentCount: number;
            reactionCount: number;
            attachments: components["schemas"]["PostAttachment"][];
            reacted: boolean;
            bookmarked: boolean;
            can: {
                edit: boolean;
                delete: boolean;
                spotlight: boolean;
                hide: boolean;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        PostPage: {
            items: components["schemas"]["Post"][];
            nextCursor: string | null;
        };
        CommentReply: {
            id: string;
            postId: string;
            author: components["schemas"]["Person"];
            parentId: string | null;
            body: string;
            reactionCount: number;
            reacted: boolean;
            can: {
                edit: boolean;
                delete: boolean;
                spotlight: boolean;
                hide: boolean;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Comment: {
            id: string;
            postId: string;
            author: components["schemas"]["Person"];
            parentId: string | null;
            body: string;
            reactionCount: number;
            reacted: boolean;
            can: {
                edit: boolean;
                delete: boolean;
                spotlight: boolean;
                hide: boolean;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            replies: components["schemas"]["CommentReply"][];
            replyCount: number;
        };
        CommentPage: {
            items: components["schemas"]["Comment"][];
            nextCursor: string | null;
        };
        ReplyPage: {
            items: components["schemas"]["CommentReply"][];
            nextCursor: string | null;
        };
        FeedNewPosts: {
            count: number;
        };
        CreatePost: {
            body: string;
            /** @enum {string} */
            hub?: "cdo" | "cio" | "ciso" | "cfo" | "csco" | "chro" | "cco" | "devops" | "ai" | "contact-centre" | "hybrid-workplace" | "field-service";
            /** Format: uuid */
            companyId?: string;
            /** @default [] */
            attachmentIds: string[];
        };
        UpdatePost: {
            body?: string;
            attachmentIds?: string[];
        };
        CreateComment: {
            body: string;
            /** Format: uuid */
            parentId?: string;
        };
        UpdateComment: {
            body: string;
        };
        Reaction: {
            reactionCount: number;
            reacted: boolean;
        };
        CreateReport: {
            /** @enum {string} */
            reason: "spam" | "harassment" | "misinformation" | "confidential" | "other";
            details?: string;
        };
        Report: {
            id: string;
            /** @enum {string} */
            target: "post" | "comment";
            postId: string;
            commentId: string | null;
            excerpt: string;
            targetAuthor: components["schemas"]["Person"];
            targetHidden: boolean;
            /** @enum {string} */
            reason: "spam" | "harassment" | "misinformation" | "confidential" | "other";
            details: string | null;
            reporter: components["schemas"]["Person"];
            /** Format: date-time */
            createdAt: string;
        };
        ReportPage: {
            items: components["schemas"]["Report"][];
            nextCursor: string | null;
        };
        ResolveReport: {
            /** @enum {string} */
            action: "hide" | "dismiss";
        };
        Operations: {
            queues: {
                name: string;
                counts: {
                    created: number;
                    retry: number;
                    active: number;
                    completed: number;
                    cancelled: number;
                    failed: number;
                };
            }[];
            failedJobs: {
                /** Format: uuid */
                id: string;
                queue: string;
                failedAt: string | null;
                retries: number;
                error: string | null;
            }[];
            database: {
                sizeBytes: number;
                largestTables: {
                    name: string;
                    sizeBytes: number;
                    rows: number;
                }[];
            };
            mail: {
                /** @enum {string} */
                delivery: "smtp" | "outbox";
                total: number;
                lastDay: number;
                unsent: number;
                oldestUnsentAt: string | null;
            };
        };
        RetriedJob: {
            /** Format: uuid */
            id: string;
            queue: string;
        };
        AdminSummary: {
            openReports: number;
            failedJobs: number;
        };
        PerformanceRange: {
            startDate: string;
            endDate: string;
            previousStartDate: string;
            previousEndDate: string;
            days: number;
        };
        PerformancePeriod: {
            dates: string[];
            figures: {
                profileViews: number[];
                productViews: number[];
                followersGained: number[];
                contentViews: number[];
                watchMinutes: number[];
                eventRegistrations: number[];
                sessionAttendance: number[];
                meetingsRequested: number[];
                meetingsAccepted: number[];
                meetingsCompleted: number[];
                meetingNoShows: number[];
                engagedAccounts: number[];
                surgingTrackedAccounts: number[];
            };
        };
        PerformanceTotal: {
            current: number;
            previous: number;
            change: number | null;
        };
        Performance: {
            matchPoint: string;
            range: components["schemas"]["PerformanceRange"];
            current: components["schemas"]["PerformancePeriod"];
            previous: components["schemas"]["PerformancePeriod"];
            totals: {
                profileViews: components["schemas"]["PerformanceTotal"];
                productViews: components["schemas"]["PerformanceTotal"];
                followersGained: components["schemas"]["PerformanceTotal"];
                contentViews: components["schemas"]["PerformanceTotal"];
                watchMinutes: components["schemas"]["PerformanceTotal"];
                eventRegistrations: components["schemas"]["PerformanceTotal"];
                sessionAttendance: components["schemas"]["PerformanceTotal"];
                meetingsRequested: components["schemas"]["PerformanceTotal"];
                meetingsAccepted: components["schemas"]["PerformanceTotal"];
                meetingsCompleted: components["schemas"]["PerformanceTotal"];
                meetingNoShows: components["schemas"]["PerformanceTotal"];
                engagedAccounts: components["schemas"]["PerformanceTotal"];
                surgingTrackedAccounts: components["schemas"]["PerformanceTotal"];
            };
            countedAt: string | null;
        };
        DashboardOverview: {
            company: {
                id: string;
                name: string;
            };
            matchPoint: string;
            range: components["schemas"]["PerformanceRange"];
            figures: {
                current: number;
                previous: number;
                change: number | null;
                /** @enum {string} */
                metric: "profileViews" | "productViews" | "followersGained" | "contentViews" | "watchMinutes" | "eventRegistrations" | "sessionAttendance" | "meetingsRequested" | "meetingsAccepted" | "meetingsCompleted" | "meetingNoShows" | "engagedAccounts" | "surgingTrackedAccounts";
                series: number[];
            }[];
            countedAt: string | null;
        };
        DashboardCards: {
            topAccounts: {
                account: components["schemas"]["InsightAccount"];
                intentType: string;
                score: number;
                surging: boolean;
                trend: (number | null)[];
            }[];
            topContent: {
                id: string;
                /** @enum {string} */
                kind: "video" | "article";
                title: string;
                views: number;
                watchMinutes: number;
                series: number[];
            }[];
            nextEvents: {
                id: string;
                title: string;
                startsAt: string;
                /** @enum {string} */
                role: "host" | "sponsor";
                registrations: number;
            }[];
            nextMeetings: {
                id: string;
                startsAt: string;
                eventTitle: string;
                leader: {
                    id: string;
                    name: string;
                };
                account: string | null;
                representative: string | null;
            }[];
        };
        DashboardDistributions: {
            engagedAccounts: number;
            distributions: {
                /** @enum {string} */
                by: "stage" | "industry" | "size" | "revenueBand" | "hub";
                buckets: {
                    label: string;
                    accounts: number;
                }[];
            }[];
        };
        DashboardCounts: {
            weeks: string[];
            kinds: {
                /** @enum {string} */
                kind: "profileViews" | "productViews" | "followersGained" | "contentViews" | "watchMinutes" | "eventRegistrations" | "sessionAttendance" | "meetingsRequested" | "meetingsAccepted" | "meetingsCompleted" | "meetingNoShows" | "engagedAccounts" | "surgingTrackedAccounts";
                counts: number[];
            }[];
        };
        DashboardMeetings: {
            total: {
                requested: number;
                accepted: number;
                declined: number;
                completed: number;
                noShow: number;
            };
            byWeek: {
                requested: number;
                accepted: number;
                declined: number;
                completed: number;
                noShow: number;
                week: string;
            }[];
            byRepresentative: {
                requested: number;
                accepted: number;
                declined: number;
                completed: number;
                noShow: number;
                representative: {
                    id: string;
                    name: string;
                } | null;
            }[];
        };
        CustomerExperience: {
            company: {
                id: string;
                name: string;
            };
            plan: {
                name: string;
                description: string;
                priceCentsPerMonth: number;
            };
            seats: {
                used: number;
                limit: number | null;
            };
            meetingRequests: {
                used: number;
                limit: number | null;
                monthStart: string;
            };
            matchPoints: {
                used: number;
                limit: number | null;
            };
            trackedAccounts: {
                used: number;
                limit: number | null;
            };
            /** @enum {string} */
            insightsReach: "none" | "tracked" | "market";
            renewsAt: string | null;
        };
        Product: {
            id: string;
            companyId: string;
            name: string;
            description: string | null;
            website: string | null;
            imageUrl: string | null;
            imageThumbnailUrl: string | null;
            owner: components["schemas"]["Person"] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ProductPage: {
            items: components["schemas"]["Product"][];
            nextCursor: string | null;
        };
        CreateProduct: {
            name: string;
            description?: unknown | null;
            website?: string | null;
            imageUploadId?: string | null;
        };
        UpdateProduct: {
            name?: string;
            description?: unknown | null;
            website?: string | null;
            imageUploadId?: string | null;
            ownerId?: string | null;
        };
        Resource: {
            id: string;
            companyId: string;
            title: string;
            description: string | null;
            /** @enum {string} */
            kind: "document" | "video" | "link";
            url: string | null;
            fileName: string | null;
            contentType: string | null;
            sizeBytes: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ResourcePage: {
            items: components["schemas"]["Resource"][];
            nextCursor: string | null;
        };
        CreateResource: {
            title: string;
            description?: unknown | null;
            /** Format: uri */
            url?: string;
            /** Format: uuid */
            companyId: string;
            /** @enum {string} */
            kind: "document" | "video" | "link";
            /** Format: uuid */
            uploadId?: string;
        };
        UpdateResource: {
            title?: string;
            description?: unknown | null;
            /** Format: uri */
            url?: string;
        };
        Suspension: {
            userId: string;
            suspendedAt: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
