export { orderformlinesoldout3 as "orderformLineSoldOut" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformlinesoldout3Inputs = {};
/**

* @param {Orderformlinesoldout3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const orderformlinesoldout3: ((inputs?: Orderformlinesoldout3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformlinesoldout3Inputs, {
    locale?: "cs";
}, {}>;
