export { reviewreadall2 as "reviewReadAll" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewreadall2Inputs = {};
/**

* @param {Reviewreadall2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const reviewreadall2: ((inputs?: Reviewreadall2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewreadall2Inputs, {
    locale?: "cs";
}, {}>;
