export { productoutof5stars3 as "productOutOf5Stars" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productoutof5stars3Inputs = {};
/**

* @param {Productoutof5stars3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const productoutof5stars3: ((inputs?: Productoutof5stars3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productoutof5stars3Inputs, {
    locale?: "de-CH";
}, {}>;
