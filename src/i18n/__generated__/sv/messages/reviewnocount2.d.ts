export { reviewnocount2 as "reviewNoCount" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewnocount2Inputs = {
    count: NonNullable<unknown>;
};
/**

* @param {Reviewnocount2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const reviewnocount2: ((inputs: Reviewnocount2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewnocount2Inputs, {
    locale?: "sv";
}, {}>;
