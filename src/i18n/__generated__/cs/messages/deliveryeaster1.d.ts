export { deliveryeaster1 as "deliveryEaster" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deliveryeaster1Inputs = {};
/**

* @param {Deliveryeaster1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const deliveryeaster1: ((inputs?: Deliveryeaster1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deliveryeaster1Inputs, {
    locale?: "cs";
}, {}>;
