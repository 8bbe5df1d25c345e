export { deliverystatedelayed2 as "deliveryStateDelayed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deliverystatedelayed2Inputs = {};
/**

* @param {Deliverystatedelayed2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const deliverystatedelayed2: ((inputs?: Deliverystatedelayed2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deliverystatedelayed2Inputs, {
    locale?: "sk";
}, {}>;
