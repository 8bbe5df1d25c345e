export { layoutshippingcost2 as "layoutShippingCost" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutshippingcost2Inputs = {};
/**

* @param {Layoutshippingcost2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const layoutshippingcost2: ((inputs?: Layoutshippingcost2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutshippingcost2Inputs, {
    locale?: "cs";
}, {}>;
