export { basketloading1 as "basketLoading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketloading1Inputs = {};
/**

* @param {Basketloading1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const basketloading1: ((inputs?: Basketloading1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketloading1Inputs, {
    locale?: "nl";
}, {}>;
