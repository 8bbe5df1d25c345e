export { tiledeliveryendof3 as "tileDeliveryEndOf" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tiledeliveryendof3Inputs = {
    month: NonNullable<unknown>;
};
/**

* @param {Tiledeliveryendof3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const tiledeliveryendof3: ((inputs: Tiledeliveryendof3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tiledeliveryendof3Inputs, {
    locale?: "de";
}, {}>;
