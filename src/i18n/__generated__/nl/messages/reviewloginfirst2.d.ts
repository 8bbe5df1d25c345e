export { reviewloginfirst2 as "reviewLoginFirst" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewloginfirst2Inputs = {};
/**

* @param {Reviewloginfirst2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const reviewloginfirst2: ((inputs?: Reviewloginfirst2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewloginfirst2Inputs, {
    locale?: "nl";
}, {}>;
