export { newsletterunsubscribed1 as "newsletterUnsubscribed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterunsubscribed1Inputs = {};
/**

* @param {Newsletterunsubscribed1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const newsletterunsubscribed1: ((inputs?: Newsletterunsubscribed1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterunsubscribed1Inputs, {
    locale?: "nl";
}, {}>;
