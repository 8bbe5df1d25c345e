export { reviewby1 as "reviewBy" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewby1Inputs = {
    name: NonNullable<unknown>;
};
/**

* @param {Reviewby1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const reviewby1: ((inputs: Reviewby1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewby1Inputs, {
    locale?: "sv";
}, {}>;
