export { newsletteralreadyactivated2 as "newsletterAlreadyActivated" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletteralreadyactivated2Inputs = {};
/**

* @param {Newsletteralreadyactivated2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const newsletteralreadyactivated2: ((inputs?: Newsletteralreadyactivated2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletteralreadyactivated2Inputs, {
    locale?: "de-CH";
}, {}>;
