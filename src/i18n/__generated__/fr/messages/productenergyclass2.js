/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ energyClass: NonNullable<unknown> }} Productenergyclass2Inputs */

const fr_productenergyclass2 = /** @type {(inputs: Productenergyclass2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Classe énergétique ${i?.energyClass}`)
};

/**

* @param {Productenergyclass2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productenergyclass2 = fr_productenergyclass2;
export { productenergyclass2 as "productEnergyClass" }