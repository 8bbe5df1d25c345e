export { newslettersubscribelead2 as "newsletterSubscribeLead" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newslettersubscribelead2Inputs = {};
/**

* @param {Newslettersubscribelead2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const newslettersubscribelead2: ((inputs?: Newslettersubscribelead2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newslettersubscribelead2Inputs, {
    locale?: "de-CH";
}, {}>;
