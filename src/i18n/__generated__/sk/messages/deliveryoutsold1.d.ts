export { deliveryoutsold1 as "deliveryOutsold" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deliveryoutsold1Inputs = {};
/**

* @param {Deliveryoutsold1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const deliveryoutsold1: ((inputs?: Deliveryoutsold1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deliveryoutsold1Inputs, {
    locale?: "sk";
}, {}>;
