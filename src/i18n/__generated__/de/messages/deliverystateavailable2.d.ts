export { deliverystateavailable2 as "deliveryStateAvailable" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deliverystateavailable2Inputs = {};
/**

* @param {Deliverystateavailable2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const deliverystateavailable2: ((inputs?: Deliverystateavailable2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deliverystateavailable2Inputs, {
    locale?: "de";
}, {}>;
