/** The 28 states and then the 8 union territories of India, by their official names. */
export declare const INDIAN_STATES: readonly string[];

/** The GST code of a state named as in INDIAN_STATES (any case); undefined for anything else. */
export declare function gstStateCode(state: string): string | undefined;
