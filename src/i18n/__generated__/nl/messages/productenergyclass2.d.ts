export { productenergyclass2 as "productEnergyClass" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productenergyclass2Inputs = {
    energyClass: NonNullable<unknown>;
};
/**

* @param {Productenergyclass2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const productenergyclass2: ((inputs: Productenergyclass2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productenergyclass2Inputs, {
    locale?: "nl";
}, {}>;
