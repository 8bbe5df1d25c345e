export { newsletterunsubscribetitle2 as "newsletterUnsubscribeTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterunsubscribetitle2Inputs = {};
/**

* @param {Newsletterunsubscribetitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const newsletterunsubscribetitle2: ((inputs?: Newsletterunsubscribetitle2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterunsubscribetitle2Inputs, {
    locale?: "sv";
}, {}>;
