export { reviewnocount2 as "reviewNoCount" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewnocount2Inputs = {
    count: NonNullable<unknown>;
};
/**

* @param {Reviewnocount2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const reviewnocount2: ((inputs: Reviewnocount2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewnocount2Inputs, {
    locale?: "de";
}, {}>;
