export { orderformlinesoldout3 as "orderformLineSoldOut" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformlinesoldout3Inputs = {};
/**

* @param {Orderformlinesoldout3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const orderformlinesoldout3: ((inputs?: Orderformlinesoldout3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformlinesoldout3Inputs, {
    locale?: "de";
}, {}>;
