export { reviewsubmit1 as "reviewSubmit" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewsubmit1Inputs = {};
/**

* @param {Reviewsubmit1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const reviewsubmit1: ((inputs?: Reviewsubmit1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewsubmit1Inputs, {
    locale?: "de";
}, {}>;
