export { customerreturnregistered2 as "customerReturnRegistered" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerreturnregistered2Inputs = {};
/**

* @param {Customerreturnregistered2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customerreturnregistered2: ((inputs?: Customerreturnregistered2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerreturnregistered2Inputs, {
    locale?: "de";
}, {}>;
