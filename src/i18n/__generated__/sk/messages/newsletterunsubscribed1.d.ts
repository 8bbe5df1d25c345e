export { newsletterunsubscribed1 as "newsletterUnsubscribed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterunsubscribed1Inputs = {};
/**

* @param {Newsletterunsubscribed1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const newsletterunsubscribed1: ((inputs?: Newsletterunsubscribed1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterunsubscribed1Inputs, {
    locale?: "sk";
}, {}>;
