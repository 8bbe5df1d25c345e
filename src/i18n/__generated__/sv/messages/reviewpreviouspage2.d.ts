export { reviewpreviouspage2 as "reviewPreviousPage" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewpreviouspage2Inputs = {};
/**

* @param {Reviewpreviouspage2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const reviewpreviouspage2: ((inputs?: Reviewpreviouspage2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewpreviouspage2Inputs, {
    locale?: "sv";
}, {}>;
