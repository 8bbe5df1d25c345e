export { reviewby1 as "reviewBy" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewby1Inputs = {
    name: NonNullable<unknown>;
};
/**

* @param {Reviewby1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const reviewby1: ((inputs: Reviewby1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewby1Inputs, {
    locale?: "de-CH";
}, {}>;
