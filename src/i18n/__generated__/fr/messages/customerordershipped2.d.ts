export { customerordershipped2 as "customerOrderShipped" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerordershipped2Inputs = {};
/**

* @param {Customerordershipped2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerordershipped2: ((inputs?: Customerordershipped2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerordershipped2Inputs, {
    locale?: "fr";
}, {}>;
