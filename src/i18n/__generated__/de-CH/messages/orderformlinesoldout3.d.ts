export { orderformlinesoldout3 as "orderformLineSoldOut" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformlinesoldout3Inputs = {};
/**

* @param {Orderformlinesoldout3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const orderformlinesoldout3: ((inputs?: Orderformlinesoldout3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformlinesoldout3Inputs, {
    locale?: "de-CH";
}, {}>;
