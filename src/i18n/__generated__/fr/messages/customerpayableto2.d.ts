export { customerpayableto2 as "customerPayableTo" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerpayableto2Inputs = {};
/**

* @param {Customerpayableto2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerpayableto2: ((inputs?: Customerpayableto2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerpayableto2Inputs, {
    locale?: "fr";
}, {}>;
