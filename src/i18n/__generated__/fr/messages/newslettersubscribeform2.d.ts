export { newslettersubscribeform2 as "newsletterSubscribeForm" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newslettersubscribeform2Inputs = {};
/**

* @param {Newslettersubscribeform2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const newslettersubscribeform2: ((inputs?: Newslettersubscribeform2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newslettersubscribeform2Inputs, {
    locale?: "fr";
}, {}>;
