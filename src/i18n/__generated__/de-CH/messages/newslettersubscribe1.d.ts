export { newslettersubscribe1 as "newsletterSubscribe" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newslettersubscribe1Inputs = {};
/**

* @param {Newslettersubscribe1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const newslettersubscribe1: ((inputs?: Newslettersubscribe1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newslettersubscribe1Inputs, {
    locale?: "de-CH";
}, {}>;
