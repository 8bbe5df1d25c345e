export { trackingnoparcels2 as "trackingNoParcels" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingnoparcels2Inputs = {};
/**

* @param {Trackingnoparcels2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const trackingnoparcels2: ((inputs?: Trackingnoparcels2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingnoparcels2Inputs, {
    locale?: "sk";
}, {}>;
