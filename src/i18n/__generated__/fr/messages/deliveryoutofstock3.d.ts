export { deliveryoutofstock3 as "deliveryOutOfStock" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deliveryoutofstock3Inputs = {};
/**

* @param {Deliveryoutofstock3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const deliveryoutofstock3: ((inputs?: Deliveryoutofstock3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deliveryoutofstock3Inputs, {
    locale?: "fr";
}, {}>;
