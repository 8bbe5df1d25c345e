export { reviewoutof5stars3 as "reviewOutOf5Stars" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewoutof5stars3Inputs = {};
/**

* @param {Reviewoutof5stars3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const reviewoutof5stars3: ((inputs?: Reviewoutof5stars3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewoutof5stars3Inputs, {
    locale?: "de";
}, {}>;
