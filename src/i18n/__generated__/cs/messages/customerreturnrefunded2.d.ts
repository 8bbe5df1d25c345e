export { customerreturnrefunded2 as "customerReturnRefunded" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerreturnrefunded2Inputs = {};
/**

* @param {Customerreturnrefunded2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerreturnrefunded2: ((inputs?: Customerreturnrefunded2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerreturnrefunded2Inputs, {
    locale?: "cs";
}, {}>;
