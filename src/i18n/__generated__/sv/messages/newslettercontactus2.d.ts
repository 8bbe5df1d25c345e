export { newslettercontactus2 as "newsletterContactUs" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newslettercontactus2Inputs = {};
/**

* @param {Newslettercontactus2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const newslettercontactus2: ((inputs?: Newslettercontactus2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newslettercontactus2Inputs, {
    locale?: "sv";
}, {}>;
