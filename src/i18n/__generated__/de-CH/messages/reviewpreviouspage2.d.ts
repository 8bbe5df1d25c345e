export { reviewpreviouspage2 as "reviewPreviousPage" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewpreviouspage2Inputs = {};
/**

* @param {Reviewpreviouspage2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const reviewpreviouspage2: ((inputs?: Reviewpreviouspage2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewpreviouspage2Inputs, {
    locale?: "de-CH";
}, {}>;
