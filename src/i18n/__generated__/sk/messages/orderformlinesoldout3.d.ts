export { orderformlinesoldout3 as "orderformLineSoldOut" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformlinesoldout3Inputs = {};
/**

* @param {Orderformlinesoldout3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const orderformlinesoldout3: ((inputs?: Orderformlinesoldout3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformlinesoldout3Inputs, {
    locale?: "sk";
}, {}>;
