/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ energyClass: NonNullable<unknown> }} Productenergyclass2Inputs */

const de_ch2_productenergyclass2 = /** @type {(inputs: Productenergyclass2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Energieeffizienzklasse ${i?.energyClass}`)
};

/**

* @param {Productenergyclass2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productenergyclass2 = de_ch2_productenergyclass2;
export { productenergyclass2 as "productEnergyClass" }