export { newslettersubscribe1 as "newsletterSubscribe" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newslettersubscribe1Inputs = {};
/**

* @param {Newslettersubscribe1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const newslettersubscribe1: ((inputs?: Newslettersubscribe1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newslettersubscribe1Inputs, {
    locale?: "sk";
}, {}>;
