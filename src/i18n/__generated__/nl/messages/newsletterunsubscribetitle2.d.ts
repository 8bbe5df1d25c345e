export { newsletterunsubscribetitle2 as "newsletterUnsubscribeTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterunsubscribetitle2Inputs = {};
/**

* @param {Newsletterunsubscribetitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const newsletterunsubscribetitle2: ((inputs?: Newsletterunsubscribetitle2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterunsubscribetitle2Inputs, {
    locale?: "nl";
}, {}>;
