export { newslettersubscribetitle2 as "newsletterSubscribeTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newslettersubscribetitle2Inputs = {};
/**

* @param {Newslettersubscribetitle2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const newslettersubscribetitle2: ((inputs?: Newslettersubscribetitle2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newslettersubscribetitle2Inputs, {
    locale?: "sk";
}, {}>;
