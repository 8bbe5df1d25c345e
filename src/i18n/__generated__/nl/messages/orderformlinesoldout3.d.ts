export { orderformlinesoldout3 as "orderformLineSoldOut" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformlinesoldout3Inputs = {};
/**

* @param {Orderformlinesoldout3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const orderformlinesoldout3: ((inputs?: Orderformlinesoldout3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformlinesoldout3Inputs, {
    locale?: "nl";
}, {}>;
