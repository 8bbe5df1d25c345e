export { customerordershipped2 as "customerOrderShipped" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerordershipped2Inputs = {};
/**

* @param {Customerordershipped2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customerordershipped2: ((inputs?: Customerordershipped2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerordershipped2Inputs, {
    locale?: "nl";
}, {}>;
