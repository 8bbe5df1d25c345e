export { newsletterupdatetitle2 as "newsletterUpdateTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterupdatetitle2Inputs = {};
/**

* @param {Newsletterupdatetitle2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const newsletterupdatetitle2: ((inputs?: Newsletterupdatetitle2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterupdatetitle2Inputs, {
    locale?: "de";
}, {}>;
