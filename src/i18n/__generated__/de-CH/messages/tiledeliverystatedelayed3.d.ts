export { tiledeliverystatedelayed3 as "tileDeliveryStateDelayed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tiledeliverystatedelayed3Inputs = {};
/**

* @param {Tiledeliverystatedelayed3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const tiledeliverystatedelayed3: ((inputs?: Tiledeliverystatedelayed3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tiledeliverystatedelayed3Inputs, {
    locale?: "de-CH";
}, {}>;
