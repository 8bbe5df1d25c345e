export { reviewwrite1 as "reviewWrite" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewwrite1Inputs = {};
/**

* @param {Reviewwrite1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const reviewwrite1: ((inputs?: Reviewwrite1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewwrite1Inputs, {
    locale?: "cs";
}, {}>;
