export { newsletterconsentmore2 as "newsletterConsentMore" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterconsentmore2Inputs = {};
/**

* @param {Newsletterconsentmore2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const newsletterconsentmore2: ((inputs?: Newsletterconsentmore2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterconsentmore2Inputs, {
    locale?: "cs";
}, {}>;
