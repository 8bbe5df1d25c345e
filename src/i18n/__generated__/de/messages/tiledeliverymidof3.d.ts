export { tiledeliverymidof3 as "tileDeliveryMidOf" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tiledeliverymidof3Inputs = {
    month: NonNullable<unknown>;
};
/**

* @param {Tiledeliverymidof3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const tiledeliverymidof3: ((inputs: Tiledeliverymidof3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tiledeliverymidof3Inputs, {
    locale?: "de";
}, {}>;
