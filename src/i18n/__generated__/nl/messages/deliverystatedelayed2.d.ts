export { deliverystatedelayed2 as "deliveryStateDelayed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deliverystatedelayed2Inputs = {};
/**

* @param {Deliverystatedelayed2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const deliverystatedelayed2: ((inputs?: Deliverystatedelayed2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deliverystatedelayed2Inputs, {
    locale?: "nl";
}, {}>;
