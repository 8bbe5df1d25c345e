export { customerdeliveryaddress2 as "customerDeliveryAddress" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerdeliveryaddress2Inputs = {};
/**

* @param {Customerdeliveryaddress2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customerdeliveryaddress2: ((inputs?: Customerdeliveryaddress2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerdeliveryaddress2Inputs, {
    locale?: "sv";
}, {}>;
