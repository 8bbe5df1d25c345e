export { reviewsubmit1 as "reviewSubmit" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewsubmit1Inputs = {};
/**

* @param {Reviewsubmit1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const reviewsubmit1: ((inputs?: Reviewsubmit1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewsubmit1Inputs, {
    locale?: "cs";
}, {}>;
