export { customerhistoricorders2 as "customerHistoricOrders" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerhistoricorders2Inputs = {};
/**

* @param {Customerhistoricorders2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customerhistoricorders2: ((inputs?: Customerhistoricorders2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerhistoricorders2Inputs, {
    locale?: "nl";
}, {}>;
