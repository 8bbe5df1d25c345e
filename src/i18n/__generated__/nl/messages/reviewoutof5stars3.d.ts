export { reviewoutof5stars3 as "reviewOutOf5Stars" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewoutof5stars3Inputs = {};
/**

* @param {Reviewoutof5stars3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const reviewoutof5stars3: ((inputs?: Reviewoutof5stars3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewoutof5stars3Inputs, {
    locale?: "nl";
}, {}>;
