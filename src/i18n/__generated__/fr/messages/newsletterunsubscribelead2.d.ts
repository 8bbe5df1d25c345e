export { newsletterunsubscribelead2 as "newsletterUnsubscribeLead" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterunsubscribelead2Inputs = {};
/**

* @param {Newsletterunsubscribelead2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const newsletterunsubscribelead2: ((inputs?: Newsletterunsubscribelead2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterunsubscribelead2Inputs, {
    locale?: "fr";
}, {}>;
