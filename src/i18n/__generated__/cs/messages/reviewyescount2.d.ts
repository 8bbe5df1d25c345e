export { reviewyescount2 as "reviewYesCount" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewyescount2Inputs = {
    count: NonNullable<unknown>;
};
/**

* @param {Reviewyescount2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const reviewyescount2: ((inputs: Reviewyescount2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewyescount2Inputs, {
    locale?: "cs";
}, {}>;
