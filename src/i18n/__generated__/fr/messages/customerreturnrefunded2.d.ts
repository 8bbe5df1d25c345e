export { customerreturnrefunded2 as "customerReturnRefunded" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerreturnrefunded2Inputs = {};
/**

* @param {Customerreturnrefunded2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerreturnrefunded2: ((inputs?: Customerreturnrefunded2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerreturnrefunded2Inputs, {
    locale?: "fr";
}, {}>;
