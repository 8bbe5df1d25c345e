export { newslettercopycode2 as "newsletterCopyCode" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newslettercopycode2Inputs = {};
/**

* @param {Newslettercopycode2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const newslettercopycode2: ((inputs?: Newslettercopycode2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newslettercopycode2Inputs, {
    locale?: "fr";
}, {}>;
