export { reviewreadall2 as "reviewReadAll" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewreadall2Inputs = {};
/**

* @param {Reviewreadall2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const reviewreadall2: ((inputs?: Reviewreadall2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewreadall2Inputs, {
    locale?: "de-CH";
}, {}>;
