export { customerpayableto2 as "customerPayableTo" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerpayableto2Inputs = {};
/**

* @param {Customerpayableto2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customerpayableto2: ((inputs?: Customerpayableto2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerpayableto2Inputs, {
    locale?: "sv";
}, {}>;
