export { customerordershipped2 as "customerOrderShipped" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerordershipped2Inputs = {};
/**

* @param {Customerordershipped2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customerordershipped2: ((inputs?: Customerordershipped2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerordershipped2Inputs, {
    locale?: "de-CH";
}, {}>;
