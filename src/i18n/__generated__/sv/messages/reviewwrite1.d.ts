export { reviewwrite1 as "reviewWrite" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewwrite1Inputs = {};
/**

* @param {Reviewwrite1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const reviewwrite1: ((inputs?: Reviewwrite1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewwrite1Inputs, {
    locale?: "sv";
}, {}>;
