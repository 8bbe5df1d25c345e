export { newslettersubscribe1 as "newsletterSubscribe" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newslettersubscribe1Inputs = {};
/**

* @param {Newslettersubscribe1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const newslettersubscribe1: ((inputs?: Newslettersubscribe1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newslettersubscribe1Inputs, {
    locale?: "nl";
}, {}>;
