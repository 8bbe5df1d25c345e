export { reviewpreviouspage2 as "reviewPreviousPage" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewpreviouspage2Inputs = {};
/**

* @param {Reviewpreviouspage2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const reviewpreviouspage2: ((inputs?: Reviewpreviouspage2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewpreviouspage2Inputs, {
    locale?: "fr";
}, {}>;
