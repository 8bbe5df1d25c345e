export { newsletterconsentlong2 as "newsletterConsentLong" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterconsentlong2Inputs = {
    brand: NonNullable<unknown>;
    unsubscribe: NonNullable<unknown>;
    privacy: NonNullable<unknown>;
    newsletter: NonNullable<unknown>;
};
/**

* @param {Newsletterconsentlong2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const newsletterconsentlong2: ((inputs: Newsletterconsentlong2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterconsentlong2Inputs, {
    locale?: "sv";
}, {}>;
