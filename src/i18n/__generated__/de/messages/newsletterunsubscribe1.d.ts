export { newsletterunsubscribe1 as "newsletterUnsubscribe" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterunsubscribe1Inputs = {};
/**

* @param {Newsletterunsubscribe1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const newsletterunsubscribe1: ((inputs?: Newsletterunsubscribe1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterunsubscribe1Inputs, {
    locale?: "de";
}, {}>;
